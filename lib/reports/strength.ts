// GET /api/reports/strength: members per table and circle, by area, with totals, as of now.
// Counted: active, approved accounts of the unit (a member of a table and a circle counts in
// both). De-chartered tables are left out. The caller sees the areas, tables and circles of
// their scope (the secretariat: the whole federation).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { istToday } from "../india-time";
import { csvResponse, type TCsvColumn } from "./csv";
import { reportScopeOf } from "./report-access";
import { memberCounts } from "./report-data";

export const getStrength = async (options: { actor: TSession | null; at?: Date }) => {
  const scope = await reportScopeOf(options.actor);
  const prisma = await getDb();
  const tableWhere: Prisma.TableWhereInput = scope.all
    ? { isDecharted: false }
    : { isDecharted: false, OR: [{ tableNo: { in: scope.tableNos } }, { area: { areaNo: { in: scope.areaNos } } }] };
  const circleWhere: Prisma.CircleWhereInput = scope.all
    ? {}
    : { OR: [{ circleNo: { in: scope.circleNos } }, { area: { areaNo: { in: scope.areaNos } } }] };
  const [tables, circles, areas] = await Promise.all([
    prisma.table.findMany({
      where: tableWhere,
      select: { tableNo: true, name: true, area: { select: { areaNo: true } } },
      orderBy: { tableNo: "asc" },
    }),
    prisma.circle.findMany({
      where: circleWhere,
      select: { circleNo: true, name: true, area: { select: { areaNo: true } } },
      orderBy: { circleNo: "asc" },
    }),
    prisma.area.findMany({ select: { areaNo: true, name: true }, orderBy: { areaNo: "asc" } }),
  ]);
  const counts = await memberCounts(
    tables.map((t) => t.tableNo),
    circles.map((c) => c.circleNo),
  );
  const shown = areas.filter(
    (area) =>
      scope.all ||
      scope.areaNos.includes(area.areaNo) ||
      tables.some((t) => t.area.areaNo === area.areaNo) ||
      circles.some((c) => c.area.areaNo === area.areaNo),
  );
  const byArea = shown.map((area) => {
    const areaTables = tables
      .filter((t) => t.area.areaNo === area.areaNo)
      .map((t) => ({ tableNo: t.tableNo, name: t.name, members: counts.table.get(t.tableNo) ?? 0 }));
    const areaCircles = circles
      .filter((c) => c.area.areaNo === area.areaNo)
      .map((c) => ({ circleNo: c.circleNo, name: c.name, members: counts.circle.get(c.circleNo) ?? 0 }));
    const tableMembers = areaTables.reduce((sum, t) => sum + t.members, 0);
    const circleMembers = areaCircles.reduce((sum, c) => sum + c.members, 0);
    return {
      areaNo: area.areaNo,
      name: area.name,
      tables: areaTables,
      circles: areaCircles,
      tableMembers,
      circleMembers,
      members: tableMembers + circleMembers,
    };
  });
  const sum = (pick: (area: (typeof byArea)[number]) => number) => byArea.reduce((total, area) => total + pick(area), 0);
  return {
    asOf: (options.at ?? new Date()).toISOString(),
    areas: byArea,
    totals: {
      tables: sum((a) => a.tables.length),
      circles: sum((a) => a.circles.length),
      tableMembers: sum((a) => a.tableMembers),
      circleMembers: sum((a) => a.circleMembers),
      members: sum((a) => a.members),
    },
  };
};

export type TStrength = Awaited<ReturnType<typeof getStrength>>;
type TStrengthRow = { areaNo: number | null; areaName: string; unit: string; no: number | null; name: string; members: number };

const COLUMNS: TCsvColumn<TStrengthRow>[] = [
  { header: "Area no", value: (row) => row.areaNo },
  { header: "Area", value: (row) => row.areaName },
  { header: "Unit", value: (row) => row.unit },
  { header: "No", value: (row) => row.no },
  { header: "Name of unit", value: (row) => row.name },
  { header: "Members", value: (row) => row.members },
];

/** A row per unit, a total row per area, and the federation's total last. */
export const strengthCsv = (report: TStrength) => {
  const rows: TStrengthRow[] = report.areas.flatMap((area) => [
    ...area.tables.map((t) => ({
      areaNo: area.areaNo,
      areaName: area.name,
      unit: "Table",
      no: t.tableNo,
      name: t.name,
      members: t.members,
    })),
    ...area.circles.map((c) => ({
      areaNo: area.areaNo,
      areaName: area.name,
      unit: "Circle",
      no: c.circleNo,
      name: c.name,
      members: c.members,
    })),
    { areaNo: area.areaNo, areaName: area.name, unit: "Area total", no: null, name: "", members: area.members },
  ]);
  rows.push({ areaNo: null, areaName: "", unit: "Total", no: null, name: "", members: report.totals.members });
  // Named for the day in India: asOf is UTC, a day behind before 05:30 IST.
  return csvResponse(`strength-${istToday(new Date(report.asOf))}.csv`, COLUMNS, rows);
};
