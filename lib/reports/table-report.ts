// GET /api/reports/gettablereportbyyeararea/{year}/{area}: per table and circle of an area, for a
// federation year: members (today's active, approved), the office bearers posted that year (the
// chairman named), the grant applications of that year by stage of the process, and the amounts
// sanctioned and paid; with the area's totals. Applications count in the area they were made in
// (ProjectApplication.areaNo), as getdataanalysysbyyear counts them.
import type { TSession } from "../auth/session";
import { CHAIRMAN_ROLE } from "../members/postings";
import { fromDbRole } from "../auth/roles";
import { csvResponse, rupeesOf, type TCsvColumn } from "./csv";
import { applicationsOf, figuresOf, type TStateGroup } from "./grant-figures";
import { assertCanReadArea, EVERY_AREA_READERS, reportScopeOf } from "./report-access";
import { getAreaOrThrow, memberCounts, officeBearersOf, unitsOfArea } from "./report-data";
import type { TReportYear } from "./report-inputs";

export const getTableReportByYearArea = async (options: { actor: TSession | null; year: TReportYear; areaNo: number }) => {
  const scope = await reportScopeOf(options.actor, EVERY_AREA_READERS.tableReport);
  const area = await getAreaOrThrow(options.areaNo, "params.area");
  assertCanReadArea(scope, area.areaNo, "params.area");
  const { tables, circles } = await unitsOfArea(area.id, options.year);
  const applications = await applicationsOf(options.year, { areaNo: area.areaNo });
  // A unit that has since moved area still shows where its applications were made.
  const tableNos = [
    ...new Set([...tables.map((t) => t.tableNo), ...applications.flatMap((a) => (a.tableNo ? [a.tableNo] : []))]),
  ];
  const circleNos = [
    ...new Set([...circles.map((c) => c.circleNo), ...applications.flatMap((a) => (a.circleNo ? [a.circleNo] : []))]),
  ];
  const [counts, bearers] = await Promise.all([
    memberCounts(tableNos, circleNos),
    officeBearersOf(options.year, { tableNos, circleNos }),
  ]);
  const names = new Map<string, string>([
    ...tables.map((t) => [`TABLE:${t.tableNo}`, t.name] as const),
    ...circles.map((c) => [`CIRCLE:${c.circleNo}`, c.name] as const),
  ]);
  const unitRow = (kind: "TABLE" | "CIRCLE", no: number) => {
    const mine = bearers.filter((b) => b.unitKind === kind && b.unitNo === no);
    const chairman = mine.find((b) => b.role === fromDbRole(CHAIRMAN_ROLE[kind]));
    const figures = figuresOf(applications.filter((a) => (kind === "TABLE" ? a.tableNo : a.circleNo) === no));
    return {
      kind,
      no,
      name: names.get(`${kind}:${no}`) ?? `${kind === "TABLE" ? "Table" : "Circle"} ${no}`,
      members: (kind === "TABLE" ? counts.table : counts.circle).get(no) ?? 0,
      chairman: chairman ? { memberId: chairman.memberId, title: chairman.title, name: chairman.name } : null,
      officeBearers: mine.map((b) => ({ role: b.role, memberId: b.memberId, name: b.name })),
      applications: figures.applications,
      byGroup: figures.byGroup,
      byState: Object.fromEntries(figures.byState.filter((s) => s.count > 0).map((s) => [s.state, s.count])),
      sanctioned: figures.sanctioned,
      paid: figures.paid,
    };
  };
  const units = [
    ...tableNos.sort((a, b) => a - b).map((no) => unitRow("TABLE", no)),
    ...circleNos.sort((a, b) => a - b).map((no) => unitRow("CIRCLE", no)),
  ];
  const total = figuresOf(applications);
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    area: { areaNo: area.areaNo, name: area.name },
    units,
    totals: {
      members: units.reduce((sum, u) => sum + u.members, 0),
      officeBearers: units.reduce((sum, u) => sum + u.officeBearers.length, 0),
      applications: total.applications,
      byGroup: total.byGroup,
      sanctioned: total.sanctioned,
      paid: total.paid,
    },
  };
};

export type TTableReport = Awaited<ReturnType<typeof getTableReportByYearArea>>;
type TRow = Omit<TTableReport["units"][number], "kind" | "chairman" | "officeBearers" | "byState"> & {
  kind: string;
  chairman: string;
  officeBearers: number;
};

const GROUP_HEADERS: Record<TStateGroup, string> = {
  preparing: "In preparation",
  underReview: "Under review",
  sanctioned: "Sanctioned, under way",
  completed: "Completed",
  closed: "Rejected, closed or withdrawn",
};

const COLUMNS: TCsvColumn<TRow>[] = [
  { header: "Unit", value: (row) => row.kind },
  { header: "No", value: (row) => (row.kind === "Total" ? null : row.no) },
  { header: "Name of unit", value: (row) => row.name },
  { header: "Chairman", value: (row) => row.chairman },
  { header: "Members", value: (row) => row.members },
  { header: "Office bearers", value: (row) => row.officeBearers },
  { header: "Applications", value: (row) => row.applications },
  ...(Object.keys(GROUP_HEADERS) as TStateGroup[]).map((group) => ({
    header: GROUP_HEADERS[group],
    value: (row: TRow) => row.byGroup[group],
  })),
  { header: "Sanctioned (₹)", value: (row) => rupeesOf(row.sanctioned.paise) },
  { header: "Sanctioned", value: (row) => row.sanctioned.text },
  { header: "Paid (₹)", value: (row) => rupeesOf(row.paid.paise) },
  { header: "Paid", value: (row) => row.paid.text },
];

export const tableReportCsv = (report: TTableReport) => {
  const rows: TRow[] = report.units.map((unit) => ({
    ...unit,
    kind: unit.kind === "TABLE" ? "Table" : "Circle",
    chairman: unit.chairman ? [unit.chairman.title, unit.chairman.name].filter(Boolean).join(" ") : "",
    officeBearers: unit.officeBearers.length,
  }));
  rows.push({ ...report.totals, kind: "Total", no: 0, name: report.area.name, chairman: "" });
  return csvResponse(`area-${report.area.areaNo}-table-report-${report.yearLabel}.csv`, COLUMNS, rows);
};
