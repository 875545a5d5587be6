// GET /api/reports/getnationalconvenors/{year}: the national office bearers posted for a
// federation year (NEX, NPC, Admin-Pom postings), with contact details and home unit.
// GET /api/reports/getminutesconvenorships: who held which national or area office in which year,
// newest year first, paged; the record the minutes cite. No contact details in the history.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { fromDbRole } from "../auth/roles";
import { federationYearLabel } from "../members/postings";
import { formatPhone } from "../members/profile-fields";
import { csvResponse, type TCsvColumn } from "./csv";
import { reportScopeOf } from "./report-access";
import { getAreaOrThrow, officeBearersOf, roleRank, unitLabel, type TOfficeBearer } from "./report-data";
import { reportYearOf, type TReportYear } from "./report-inputs";

/** Every role the route table lets in sees the national list: they are the federation's officers. */
export const getNationalConvenors = async (options: { actor: TSession | null; year: TReportYear }) => {
  await reportScopeOf(options.actor);
  const bearers = await officeBearersOf(options.year, { national: true });
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    convenors: bearers
      .sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.name.localeCompare(b.name, "en-IN"))
      .map((b: TOfficeBearer) => ({
        role: b.role,
        memberId: b.memberId,
        title: b.title,
        name: b.name,
        email: b.email,
        phone: b.phone,
        tableNo: b.tableNo,
        circleNo: b.circleNo,
        isActive: b.isActive,
      })),
  };
};

export type TConvenors = Awaited<ReturnType<typeof getNationalConvenors>>;

const CONVENOR_COLUMNS: TCsvColumn<TConvenors["convenors"][number]>[] = [
  { header: "Role", value: (row) => row.role },
  { header: "Title", value: (row) => row.title },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Phone", value: (row) => formatPhone(row.phone) },
  { header: "Table", value: (row) => row.tableNo },
  { header: "Circle", value: (row) => row.circleNo },
];

export const nationalConvenorsCsv = (report: TConvenors) =>
  csvResponse(`national-convenors-${report.yearLabel}.csv`, CONVENOR_COLUMNS, report.convenors);

/** The CSV download is the whole filtered history (not a page), at most this many rows, newest first. */
export const CONVENORSHIPS_CSV_MAX = 10_000;

export const getConvenorships = async (options: {
  actor: TSession | null;
  page: number;
  pageSize: number;
  year?: TReportYear;
  kind?: "NATIONAL" | "AREA";
  areaNo?: number;
  all?: boolean;
}) => {
  await reportScopeOf(options.actor);
  // An unknown area is 404, as on every other report of an area, rather than an empty history.
  if (options.areaNo !== undefined) await getAreaOrThrow(options.areaNo, "query.areano");
  const prisma = await getDb();
  const where: Prisma.PostingWhereInput = {
    unitKind: options.areaNo !== undefined ? "AREA" : options.kind ? options.kind : { in: ["NATIONAL", "AREA"] },
    ...(options.areaNo !== undefined ? { unitNo: options.areaNo } : {}),
    ...(options.year ? { year: options.year.start } : {}),
  };
  const take = options.all ? CONVENORSHIPS_CSV_MAX : options.pageSize;
  const skip = options.all ? 0 : (options.page - 1) * options.pageSize;
  const [total, rows, areas] = await Promise.all([
    prisma.posting.count({ where }),
    prisma.posting.findMany({
      where,
      // NATIONAL sorts after AREA in the enum: descending puts the national offices first.
      orderBy: [{ year: "desc" }, { unitKind: "desc" }, { unitNo: "asc" }, { role: "asc" }, { id: "asc" }],
      select: {
        year: true,
        unitKind: true,
        unitNo: true,
        role: true,
        member: { select: { id: true, title: true, fullName: true } },
      },
      skip,
      take,
    }),
    prisma.area.findMany({ select: { areaNo: true, name: true } }),
  ]);
  const areaNames = new Map(areas.map((a) => [a.areaNo, a.name]));
  return {
    total,
    page: options.all ? 1 : options.page,
    pageSize: take,
    pages: Math.max(1, Math.ceil(total / options.pageSize)),
    convenorships: rows.map((row) => ({
      year: reportYearOf(row.year).code,
      yearLabel: federationYearLabel(row.year),
      unitKind: row.unitKind,
      unitNo: row.unitNo,
      unitName:
        row.unitKind === "NATIONAL" ? "National" : (areaNames.get(row.unitNo ?? 0) ?? `${unitLabel(row.unitKind)} ${row.unitNo}`),
      role: fromDbRole(row.role),
      memberId: row.member.id,
      title: row.member.title,
      name: row.member.fullName,
    })),
  };
};

export type TConvenorships = Awaited<ReturnType<typeof getConvenorships>>;

const HISTORY_COLUMNS: TCsvColumn<TConvenorships["convenorships"][number]>[] = [
  { header: "Year", value: (row) => row.yearLabel },
  { header: "Office", value: (row) => unitLabel(row.unitKind) },
  { header: "Area no", value: (row) => row.unitNo },
  { header: "Area", value: (row) => (row.unitKind === "AREA" ? row.unitName : "") },
  { header: "Role", value: (row) => row.role },
  { header: "Title", value: (row) => row.title },
  { header: "Name", value: (row) => row.name },
];

export const convenorshipsCsv = (report: TConvenorships) =>
  csvResponse("convenorships.csv", HISTORY_COLUMNS, report.convenorships);
