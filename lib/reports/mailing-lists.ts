// POST /api/reports/mailinglist (year, tables) and mailinglistforarea (year, areas, tables,
// postings): the office bearers posted in a federation year, with e-mail and phone, one row per
// member and unit (their roles there joined). Closed accounts are left out. Areas and tables
// named must exist (404) and be the caller's to read (403); naming none means every unit the
// caller may read.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { UnitKind } from "../db/generated/enums";
import { formatPhone } from "../members/profile-fields";
import { csvResponse, type TCsvColumn } from "./csv";
import {
  areaNotFound,
  assertCanReadArea,
  assertCanReadTable,
  EVERY_AREA_READERS,
  reportScopeOf,
  tableNotFound,
  type TReportScope,
} from "./report-access";
import { officeBearersOf, roleRank, tablesOfYearWhere, unitLabel, type TUnitFilter } from "./report-data";
import type { TReportYear } from "./report-inputs";

type TUnitInfo = { areaNo: number; name: string };

export type TMailingRow = {
  areaNo: number | null;
  unitKind: UnitKind;
  unitNo: number | null;
  unitName: string;
  roles: TRole[];
  memberId: number;
  title: string | null;
  name: string;
  email: string | null;
  phone: string | null;
};

/** The named tables, each checked: known (404 `tables`) and readable (403 `tables`). */
const namedTables = async (scope: TReportScope, tableNos: number[]) => {
  if (tableNos.length === 0) return [];
  const prisma = await getDb();
  const rows = await prisma.table.findMany({
    where: { tableNo: { in: tableNos } },
    select: { tableNo: true, name: true, area: { select: { areaNo: true } } },
  });
  for (const tableNo of tableNos) {
    const row = rows.find((table) => table.tableNo === tableNo);
    if (!row) throw tableNotFound("tables", tableNo);
    assertCanReadTable(scope, { tableNo, areaNo: row.area.areaNo }, "tables");
  }
  return rows;
};

const namedAreas = async (scope: TReportScope, areaNos: number[]) => {
  if (areaNos.length === 0) return [];
  const prisma = await getDb();
  const rows = await prisma.area.findMany({ where: { areaNo: { in: areaNos } }, select: { id: true, areaNo: true, name: true } });
  for (const areaNo of areaNos) {
    if (!rows.some((area) => area.areaNo === areaNo)) throw areaNotFound("areas", areaNo);
    assertCanReadArea(scope, areaNo, "areas");
  }
  return rows;
};

/** The rows, one per member and unit, ordered by area, unit and role. */
const mailingRows = async (year: TReportYear, units: TUnitFilter, names: Map<string, TUnitInfo>, roles?: readonly TRole[]) => {
  const bearers = await officeBearersOf(year, units, { activeOnly: true, roles });
  const rows = new Map<string, TMailingRow>();
  for (const bearer of bearers) {
    const unitKey = `${bearer.unitKind}:${bearer.unitNo}`;
    const key = `${unitKey}:${bearer.memberId}`;
    const existing = rows.get(key);
    if (existing) {
      existing.roles.push(bearer.role);
      continue;
    }
    const unit = names.get(unitKey);
    rows.set(key, {
      areaNo: unit?.areaNo ?? null,
      unitKind: bearer.unitKind,
      unitNo: bearer.unitNo,
      unitName: unit?.name ?? `${unitLabel(bearer.unitKind)} ${bearer.unitNo}`,
      roles: [bearer.role],
      memberId: bearer.memberId,
      title: bearer.title,
      name: bearer.name,
      email: bearer.email,
      phone: bearer.phone,
    });
  }
  const KIND_ORDER: UnitKind[] = ["AREA", "TABLE", "CIRCLE", "NATIONAL"];
  return [...rows.values()].sort(
    (a, b) =>
      (a.areaNo ?? 0) - (b.areaNo ?? 0) ||
      KIND_ORDER.indexOf(a.unitKind) - KIND_ORDER.indexOf(b.unitKind) ||
      (a.unitNo ?? 0) - (b.unitNo ?? 0) ||
      roleRank(a.roles[0]!) - roleRank(b.roles[0]!) ||
      a.name.localeCompare(b.name, "en-IN"),
  );
};

export const getMailingList = async (options: { actor: TSession | null; year: TReportYear; tables: number[] }) => {
  const scope = await reportScopeOf(options.actor);
  await namedTables(scope, options.tables);
  const prisma = await getDb();
  const tables = await prisma.table.findMany({
    where:
      options.tables.length > 0
        ? { tableNo: { in: options.tables } }
        : {
            ...tablesOfYearWhere(options.year),
            ...(scope.all ? {} : { OR: [{ tableNo: { in: scope.tableNos } }, { area: { areaNo: { in: scope.areaNos } } }] }),
          },
    select: { tableNo: true, name: true, area: { select: { areaNo: true } } },
  });
  const names = new Map(tables.map((t) => [`TABLE:${t.tableNo}`, { areaNo: t.area.areaNo, name: t.name }]));
  const rows = await mailingRows(options.year, { tableNos: tables.map((t) => t.tableNo) }, names);
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    tables: tables.map((t) => t.tableNo).sort((a, b) => a - b),
    count: rows.length,
    mailingList: rows,
  };
};

export const getMailingListForArea = async (options: {
  actor: TSession | null;
  year: TReportYear;
  areas: number[];
  tables: number[];
  postings: TRole[];
}) => {
  const scope = await reportScopeOf(options.actor, EVERY_AREA_READERS.mailingListForArea);
  const [areas, tables] = await Promise.all([namedAreas(scope, options.areas), namedTables(scope, options.tables)]);
  const prisma = await getDb();
  const none = options.areas.length === 0 && options.tables.length === 0;
  // Naming nothing: the caller's whole scope (the secretariat: every area).
  const areaRows = none
    ? await prisma.area.findMany({
        where: scope.all ? {} : { areaNo: { in: scope.areaNos } },
        select: { id: true, areaNo: true, name: true },
      })
    : areas;
  const ownTables = none && !scope.all ? scope.tableNos : [];
  const ownCircles = none && !scope.all ? scope.circleNos : [];
  const areaIds = areaRows.map((area) => area.id);
  const [areaTables, circles, extraTables] = await Promise.all([
    prisma.table.findMany({
      where: { areaId: { in: areaIds }, ...tablesOfYearWhere(options.year) },
      select: { tableNo: true, name: true, area: { select: { areaNo: true } } },
    }),
    prisma.circle.findMany({
      where: { OR: [{ areaId: { in: areaIds } }, { circleNo: { in: ownCircles } }] },
      select: { circleNo: true, name: true, area: { select: { areaNo: true } } },
    }),
    prisma.table.findMany({
      where: { tableNo: { in: ownTables } },
      select: { tableNo: true, name: true, area: { select: { areaNo: true } } },
    }),
  ]);
  const allTables = [...areaTables, ...tables, ...extraTables];
  const names = new Map<string, TUnitInfo>([
    ...areaRows.map((a) => [`AREA:${a.areaNo}`, { areaNo: a.areaNo, name: a.name }] as const),
    ...allTables.map((t) => [`TABLE:${t.tableNo}`, { areaNo: t.area.areaNo, name: t.name }] as const),
    ...circles.map((c) => [`CIRCLE:${c.circleNo}`, { areaNo: c.area.areaNo, name: c.name }] as const),
  ]);
  const rows = await mailingRows(
    options.year,
    {
      areaNos: areaRows.map((a) => a.areaNo),
      tableNos: [...new Set(allTables.map((t) => t.tableNo))],
      circleNos: circles.map((c) => c.circleNo),
    },
    names,
    options.postings,
  );
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    areas: areaRows.map((a) => a.areaNo).sort((a, b) => a - b),
    tables: options.tables,
    postings: options.postings,
    count: rows.length,
    mailingList: rows,
  };
};

const COLUMNS: TCsvColumn<TMailingRow>[] = [
  { header: "Area no", value: (row) => row.areaNo },
  { header: "Unit", value: (row) => unitLabel(row.unitKind) },
  { header: "No", value: (row) => row.unitNo },
  { header: "Name of unit", value: (row) => row.unitName },
  { header: "Role", value: (row) => row.roles.join(", ") },
  { header: "Title", value: (row) => row.title },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Phone", value: (row) => formatPhone(row.phone) },
];

export const mailingListCsv = (report: { yearLabel: string; mailingList: TMailingRow[] }, name = "mailing-list") =>
  csvResponse(`${name}-${report.yearLabel}.csv`, COLUMNS, report.mailingList);

export type TMailingList = Awaited<ReturnType<typeof getMailingList>>;
export type TMailingListForArea = Awaited<ReturnType<typeof getMailingListForArea>>;
