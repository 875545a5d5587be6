// What the members' reports screen (/reports/yearly) offers a member to pick: the federation years
// the reports answer for, and the areas and tables within the member's report scope
// (report-access.ts): the secretariat every area and table; an area chairman the areas they chair
// this year and those areas' tables; a table's office bearers their own table. Each report of an
// area also gets the areas its own call accepts from the member (EVERY_AREA_READERS): the grant
// team and the trust read the table report of every area, and nothing more of an area they do not
// chair. The API checks the same scope again on every call; the pickers only keep a member from
// asking in vain.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { federationYearOf } from "../members/postings";
import { EVERY_AREA_READERS, reportScopeOf, type TAreaReport, type TReportScope } from "./report-access";
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
  /** The areas of the member's report scope: the screen's Area picker, which also narrows its tables. */
  areas: TPickArea[];
  /** For each report of an area that the member may call, the areas that call accepts from them. */
  areasOf: Partial<Record<TAreaReport, TPickArea[]>>;
  tables: TPickTable[];
};

const isAreaReport = (report: TYearlyReport): report is TAreaReport => report in EVERY_AREA_READERS;

export const reportPickersFor = async (actor: TSession, at = new Date()): Promise<TReportPickers> => {
  const reports = yearlyReportsFor(actor.roles);
  const areaReports = reports.filter(isAreaReport);
  const [scope, ...reportScopes] = await Promise.all([
    reportScopeOf(actor),
    ...areaReports.map((report) => reportScopeOf(actor, EVERY_AREA_READERS[report])),
  ]);
  const tableWhere: Prisma.TableWhereInput = scope.all
    ? {}
    : { OR: [{ tableNo: { in: scope.tableNos } }, { area: { areaNo: { in: scope.areaNos } } }] };
  const prisma = await getDb();
  // Area numbers and names are public (the table look-ups answer them to anyone).
  const [allAreas, tables] = await Promise.all([
    prisma.area.findMany({ select: { areaNo: true, name: true }, orderBy: { areaNo: "asc" } }),
    prisma.table.findMany({
      where: tableWhere,
      select: { tableNo: true, name: true, isDecharted: true, area: { select: { areaNo: true } } },
      orderBy: { tableNo: "asc" },
    }),
  ]);
  const areasIn = (within: TReportScope) =>
    within.all ? allAreas : allAreas.filter((area) => within.areaNos.includes(area.areaNo));
  const years: TPickYear[] = [];
  for (let start = lastReportYear(at); start >= FIRST_REPORT_YEAR; start -= 1) {
    const year = reportYearOf(start);
    years.push({ code: year.code, label: year.label });
  }
  return {
    reports,
    years,
    thisYear: reportYearOf(federationYearOf(at)).code,
    areas: areasIn(scope),
    areasOf: Object.fromEntries(areaReports.map((report, index) => [report, areasIn(reportScopes[index]!)])),
    tables: tables.map((table) => ({
      tableNo: table.tableNo,
      name: table.name,
      areaNo: table.area.areaNo,
      isDecharted: table.isDecharted,
    })),
  };
};
