// POST /api/reports/minutesreport (year, table) and areaminutesreport (year, areano): the record
// of a table's or an area's federation year, as minutes of an annual meeting would take it: who
// held office that year, the membership, and the grant applications of that year with the amounts
// sanctioned and paid, and the payments made during the year. The membership is today's
// (active, approved accounts): the portal keeps no membership history by year.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { applicationShape, applicationsOf, figuresOf, paymentsInYear, type TApplicationRow } from "./grant-figures";
import { assertCanReadArea, assertCanReadTable, EVERY_AREA_READERS, reportScopeOf } from "./report-access";
import {
  COUNTED_MEMBER,
  getAreaOrThrow,
  getTableOrThrow,
  memberCounts,
  officeBearersOf,
  personOf,
  TABLE_SELECT,
  tableShape,
  unitsOfArea,
  type TOfficeBearer,
} from "./report-data";
import type { TReportYear } from "./report-inputs";

const withState = (bearer: TOfficeBearer) => ({ ...personOf(bearer), isActive: bearer.isActive });

type TUnits = Awaited<ReturnType<typeof unitsOfArea>>;

/** The area's units of the year, and the tables and circles its applications of the year were made by; by number. */
const withUnitsOf = async (units: TUnits, applications: TApplicationRow[]): Promise<TUnits> => {
  const listed = { tables: new Set(units.tables.map((t) => t.tableNo)), circles: new Set(units.circles.map((c) => c.circleNo)) };
  const tableNos = [
    ...new Set(applications.flatMap((a) => (a.tableNo !== null && !listed.tables.has(a.tableNo) ? [a.tableNo] : []))),
  ];
  const circleNos = [
    ...new Set(applications.flatMap((a) => (a.circleNo !== null && !listed.circles.has(a.circleNo) ? [a.circleNo] : []))),
  ];
  if (tableNos.length === 0 && circleNos.length === 0) return units;
  const prisma = await getDb();
  const [tables, circles] = await Promise.all([
    tableNos.length ? prisma.table.findMany({ where: { tableNo: { in: tableNos } }, select: TABLE_SELECT }) : [],
    circleNos.length
      ? prisma.circle.findMany({ where: { circleNo: { in: circleNos } }, select: { circleNo: true, name: true } })
      : [],
  ]);
  return {
    tables: [...units.tables, ...tables].sort((a, b) => a.tableNo - b.tableNo),
    circles: [...units.circles, ...circles].sort((a, b) => a.circleNo - b.circleNo),
  };
};

export const getMinutesReport = async (options: { actor: TSession | null; year: TReportYear; tableNo: number }) => {
  const scope = await reportScopeOf(options.actor);
  const table = await getTableOrThrow(options.tableNo, "table");
  assertCanReadTable(scope, { tableNo: table.tableNo, areaNo: table.area.areaNo }, "table");
  const prisma = await getDb();
  const where = { tableNo: table.tableNo };
  const [bearers, members, applications, payments] = await Promise.all([
    officeBearersOf(options.year, { tableNos: [table.tableNo] }),
    prisma.member.findMany({
      where: { ...COUNTED_MEMBER, tableNo: table.tableNo },
      select: { id: true, title: true, fullName: true, officeEmail: true, phoneNumber: true },
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
    }),
    applicationsOf(options.year, where),
    paymentsInYear(options.year, where),
  ]);
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    table: tableShape(table),
    officeBearers: bearers.map(withState),
    members: {
      count: members.length,
      list: members.map((m) => ({
        memberId: m.id,
        title: m.title,
        name: m.fullName,
        email: m.officeEmail,
        phone: m.phoneNumber,
      })),
    },
    applications: { ...figuresOf(applications), list: applications.map(applicationShape) },
    payments,
  };
};

export const getAreaMinutesReport = async (options: { actor: TSession | null; year: TReportYear; areaNo: number }) => {
  const scope = await reportScopeOf(options.actor, EVERY_AREA_READERS.areaMinutes);
  const area = await getAreaOrThrow(options.areaNo, "areano");
  assertCanReadArea(scope, area.areaNo, "areano");
  const where = { areaNo: area.areaNo };
  const [units, applications] = await Promise.all([unitsOfArea(area.id, options.year), applicationsOf(options.year, where)]);
  // The totals are the area's applications of the year: a unit with any has its line, even one
  // de-chartered before the year began or since moved to another area, so the lines add up.
  const { tables, circles } = await withUnitsOf(units, applications);
  const tableNos = tables.map((t) => t.tableNo);
  const circleNos = circles.map((c) => c.circleNo);
  const [bearers, counts, payments] = await Promise.all([
    officeBearersOf(options.year, { areaNos: [area.areaNo], tableNos, circleNos }),
    memberCounts(tableNos, circleNos),
    paymentsInYear(options.year, where),
  ]);
  const bearersOf = (kind: TOfficeBearer["unitKind"], no: number) =>
    bearers.filter((b) => b.unitKind === kind && b.unitNo === no).map(withState);
  const unitFigures = (pick: (row: (typeof applications)[number]) => boolean) => {
    const figures = figuresOf(applications.filter(pick));
    return { applications: figures.applications, byGroup: figures.byGroup, sanctioned: figures.sanctioned, paid: figures.paid };
  };
  const figures = figuresOf(applications);
  return {
    year: options.year.code,
    yearLabel: options.year.label,
    area: { areaNo: area.areaNo, name: area.name },
    areaChairmen: bearersOf("AREA", area.areaNo),
    tables: tables.map((table) => ({
      ...tableShape(table),
      members: counts.table.get(table.tableNo) ?? 0,
      officeBearers: bearersOf("TABLE", table.tableNo),
      ...unitFigures((row) => row.tableNo === table.tableNo),
    })),
    circles: circles.map((circle) => ({
      circleNo: circle.circleNo,
      name: circle.name,
      members: counts.circle.get(circle.circleNo) ?? 0,
      officeBearers: bearersOf("CIRCLE", circle.circleNo),
      ...unitFigures((row) => row.circleNo === circle.circleNo),
    })),
    totals: {
      members: [...counts.table.values(), ...counts.circle.values()].reduce((sum, n) => sum + n, 0),
      applications: figures.applications,
      sanctioned: figures.sanctioned,
      paid: figures.paid,
    },
    applications: { ...figures, list: applications.map(applicationShape) },
    payments,
  };
};

export type TMinutesReport = Awaited<ReturnType<typeof getMinutesReport>>;
export type TAreaMinutesReport = Awaited<ReturnType<typeof getAreaMinutesReport>>;
