// What the members' reports screen (/reports/yearly) offers a member to pick: the federation years
// the reports answer for, and the areas and tables within the member's report scope
// (report-access.ts): the secretariat every area and table; an area chairman the areas they chair
// this year and those areas' tables; a table's office bearers their own table. The national grant
// team and the trust read the table report of any area, so they are offered every area. The API
// checks the same scope again on every call; the pickers only keep a member from asking in vain.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { federationYearOf } from "../members/postings";
import { GRANT_FIGURE_READERS, reportScopeOf } from "./report-access";
import { FIRST_REPORT_YEAR, lastReportYear, reportYearOf } from "./report-inputs";
import { yearlyReportsFor, type TYearlyReport } from "./yearly-reports";

export type TPickYear = { code: number; label: string };
export type TPickArea = { areaNo: number; name: string };
export type TPickTable = { tableNo: number; name: string; areaNo: number; isDecharted: boolean };

export type TReportPickers = {
  reports: TYearlyReport[];
  /** Newest first: next year, this year, ... 1950-51. */
  years: TPickYear[];
  thisYear: number;
  areas: TPickArea[];
  tables: TPickTable[];
};

export const reportPickersFor = async (actor: TSession, at = new Date()): Promise<TReportPickers> => {
  const reports = yearlyReportsFor(actor.roles);
  const scope = await reportScopeOf(actor);
  const everyArea = scope.all || actor.roles.some((role) => (GRANT_FIGURE_READERS as readonly string[]).includes(role));
  const tableWhere: Prisma.TableWhereInput = scope.all
    ? {}
    : { OR: [{ tableNo: { in: scope.tableNos } }, { area: { areaNo: { in: scope.areaNos } } }] };
  const prisma = await getDb();
  const [areas, tables] = await Promise.all([
    prisma.area.findMany({
      where: everyArea ? {} : { areaNo: { in: scope.all ? [] : scope.areaNos } },
      select: { areaNo: true, name: true },
      orderBy: { areaNo: "asc" },
    }),
    prisma.table.findMany({
      where: tableWhere,
      select: { tableNo: true, name: true, isDecharted: true, area: { select: { areaNo: true } } },
      orderBy: { tableNo: "asc" },
    }),
  ]);
  const years: TPickYear[] = [];
  for (let start = lastReportYear(at); start >= FIRST_REPORT_YEAR; start -= 1) {
    const year = reportYearOf(start);
    years.push({ code: year.code, label: year.label });
  }
  return {
    reports,
    years,
    thisYear: reportYearOf(federationYearOf(at)).code,
    areas,
    tables: tables.map((table) => ({
      tableNo: table.tableNo,
      name: table.name,
      areaNo: table.area.areaNo,
      isDecharted: table.isDecharted,
    })),
  };
};
