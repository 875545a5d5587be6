// What several reports share: an area or table looked up or 404, the units of an area in a
// federation year, the office bearers posted in units that year, and active members per unit.
import { fromDbRole, toDbRole, type TRole } from "../auth/roles";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { UnitKind } from "../db/generated/enums";
import { CHAIRING_MEMBER, POSTING_ROLES } from "../members/postings";
import { areaNotFound, tableNotFound } from "./report-access";
import type { TReportYear } from "./report-inputs";

export const getAreaOrThrow = async (areaNo: number, field: string) => {
  const prisma = await getDb();
  const area = await prisma.area.findUnique({ where: { areaNo }, select: { id: true, areaNo: true, name: true } });
  if (!area) throw areaNotFound(field, areaNo);
  return area;
};

export const TABLE_SELECT = {
  tableNo: true,
  name: true,
  city: true,
  meetingPlace: true,
  charteredOn: true,
  isDecharted: true,
  dechartedOn: true,
  area: { select: { areaNo: true, name: true } },
} as const satisfies Prisma.TableSelect;

export const getTableOrThrow = async (tableNo: number, field: string) => {
  const prisma = await getDb();
  const table = await prisma.table.findUnique({ where: { tableNo }, select: TABLE_SELECT });
  if (!table) throw tableNotFound(field, tableNo);
  return table;
};

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export const tableShape = (table: Prisma.TableGetPayload<{ select: typeof TABLE_SELECT }>) => ({
  tableNo: table.tableNo,
  name: table.name,
  areaNo: table.area.areaNo,
  areaName: table.area.name,
  city: table.city,
  meetingPlace: table.meetingPlace,
  charteredOn: isoDate(table.charteredOn),
  isDecharted: table.isDecharted,
  dechartedOn: isoDate(table.dechartedOn),
});

/** Tables that were chartered during part of the year: not de-chartered before it began, chartered before it ended. */
export const tablesOfYearWhere = (year: TReportYear): Prisma.TableWhereInput => ({
  AND: [
    { OR: [{ isDecharted: false }, { dechartedOn: { gte: new Date(Date.UTC(year.start, 6, 1)) } }] },
    { OR: [{ charteredOn: null }, { charteredOn: { lt: new Date(Date.UTC(year.start + 1, 6, 1)) } }] },
  ],
});

/** The tables and circles of an area in a year, by number. */
export const unitsOfArea = async (areaId: number, year: TReportYear) => {
  const prisma = await getDb();
  const [tables, circles] = await Promise.all([
    prisma.table.findMany({ where: { areaId, ...tablesOfYearWhere(year) }, select: TABLE_SELECT, orderBy: { tableNo: "asc" } }),
    prisma.circle.findMany({ where: { areaId }, select: { circleNo: true, name: true }, orderBy: { circleNo: "asc" } }),
  ]);
  return { tables, circles };
};

const ROLE_ORDER: readonly TRole[] = [
  ...POSTING_ROLES.AREA,
  ...POSTING_ROLES.TABLE,
  ...POSTING_ROLES.CIRCLE,
  ...POSTING_ROLES.NATIONAL,
];
export const roleRank = (role: TRole) => {
  const rank = ROLE_ORDER.indexOf(role);
  return rank === -1 ? ROLE_ORDER.length : rank;
};

export const PERSON_SELECT = {
  id: true,
  title: true,
  fullName: true,
  officeEmail: true,
  phoneNumber: true,
  isActive: true,
  tableNo: true,
  circleNo: true,
} as const satisfies Prisma.MemberSelect;

export type TOfficeBearer = {
  unitKind: UnitKind;
  unitNo: number | null;
  role: TRole;
  memberId: number;
  title: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  tableNo: number | null;
  circleNo: number | null;
};

export type TUnitFilter = { tableNos?: number[]; circleNos?: number[]; areaNos?: number[]; national?: boolean };

/**
 * The postings of `year` in the units named, ordered by unit, role (chairman first) and name.
 * `activeOnly` leaves out members whose account is closed (directories and mailing lists).
 */
export const officeBearersOf = async (
  year: TReportYear,
  units: TUnitFilter,
  options: { activeOnly?: boolean; roles?: readonly TRole[] } = {},
): Promise<TOfficeBearer[]> => {
  const or: Prisma.PostingWhereInput[] = [];
  if (units.tableNos?.length) or.push({ unitKind: "TABLE", unitNo: { in: units.tableNos } });
  if (units.circleNos?.length) or.push({ unitKind: "CIRCLE", unitNo: { in: units.circleNos } });
  if (units.areaNos?.length) or.push({ unitKind: "AREA", unitNo: { in: units.areaNos } });
  if (units.national) or.push({ unitKind: "NATIONAL" });
  if (or.length === 0) return [];
  const prisma = await getDb();
  const rows = await prisma.posting.findMany({
    where: {
      year: year.start,
      OR: or,
      ...(options.activeOnly ? { member: { isActive: true } } : {}),
      ...(options.roles?.length ? { role: { in: options.roles.map(toDbRole) } } : {}),
    },
    select: { unitKind: true, unitNo: true, role: true, member: { select: PERSON_SELECT } },
  });
  return rows
    .map((row) => ({
      unitKind: row.unitKind,
      unitNo: row.unitNo,
      role: fromDbRole(row.role),
      memberId: row.member.id,
      title: row.member.title,
      name: row.member.fullName,
      email: row.member.officeEmail,
      phone: row.member.phoneNumber,
      isActive: row.member.isActive,
      tableNo: row.member.tableNo,
      circleNo: row.member.circleNo,
    }))
    .sort(
      (a, b) =>
        (a.unitNo ?? 0) - (b.unitNo ?? 0) ||
        roleRank(a.role) - roleRank(b.role) ||
        a.name.localeCompare(b.name, "en-IN") ||
        a.memberId - b.memberId,
    );
};

/** The person as the reports show them (no unit fields). */
export const personOf = (bearer: TOfficeBearer) => ({
  role: bearer.role,
  memberId: bearer.memberId,
  title: bearer.title,
  name: bearer.name,
  email: bearer.email,
  phone: bearer.phone,
});

/** Members counted in a unit's strength: active, approved accounts, the members who may chair one. */
export const COUNTED_MEMBER: Prisma.MemberWhereInput = CHAIRING_MEMBER;

/** Active approved members per table and per circle (a member in both counts in both). */
export const memberCounts = async (tableNos: number[], circleNos: number[]) => {
  const prisma = await getDb();
  const [tables, circles] = await Promise.all([
    tableNos.length
      ? prisma.member.groupBy({
          by: ["tableNo"],
          where: { ...COUNTED_MEMBER, tableNo: { in: tableNos } },
          _count: { _all: true },
        })
      : [],
    circleNos.length
      ? prisma.member.groupBy({
          by: ["circleNo"],
          where: { ...COUNTED_MEMBER, circleNo: { in: circleNos } },
          _count: { _all: true },
        })
      : [],
  ]);
  return {
    table: new Map(tables.map((row) => [row.tableNo as number, row._count._all])),
    circle: new Map(circles.map((row) => [row.circleNo as number, row._count._all])),
  };
};

export const unitLabel = (kind: UnitKind) => ({ TABLE: "Table", CIRCLE: "Circle", AREA: "Area", NATIONAL: "National" })[kind];
