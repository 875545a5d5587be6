// The reports page's figures (issue 14, /reports and GET /api/reports/analytics): for a federation
// year and optionally an area, the project applications by state, grants sanctioned and paid by
// area (by table or circle within a chosen area), amounts over the last six years, projects by
// kind, and the strength of the tables and circles. Aggregates only: no member's name, e-mail or
// any other personal field is read, so the page can be public and cached. Sums are exact, in paise.
import { formatYear, isYearNumber } from "../content/year";
import { getDb } from "../db/client";
import { istDay } from "../india-time";
import { AppError } from "../http/errors";
import { federationYearOf } from "../members/postings";
import { APPLICATION_STATES, STATE_LABELS, type TApplicationState } from "../projects/application-states";
import { moneyOf } from "../projects/money";
import { unitLabel } from "../tables/unit-label";
import { FIRST_REPORT_YEAR, isReportYearCode, lastReportYear, reportYearOf, yearRangeRule } from "./report-inputs";

/** How long the page and the JSON call may serve the same figures (seconds). */
export const ANALYTICS_REVALIDATE_SECONDS = 600;

/** How many federation years the amounts-by-year series covers, the chosen year last. */
export const YEARS_IN_TREND = 6;

type TMoney = ReturnType<typeof moneyOf>;
/** One bar group of a by-area (or by-unit) series: `label` names it on the chart. */
export type TGroupRow = { key: string; label: string };

type TGrantRow = {
  year: number;
  areaNo: number;
  tableNo: number | null;
  circleNo: number | null;
  applications: number;
  sanctioned: bigint;
  paid: bigint;
};
type TKindRow = { kind: string; count: number };
type TStrengthRow = { areaNo: number; unit: "TABLE" | "CIRCLE"; unitNo: number; members: number };

/** 202526 -> 202425: the federation year `back` years before `year`. */
export const yearBefore = (year: number, back: number) => {
  const first = Math.floor(year / 100) - back;
  return first * 100 + ((first + 1) % 100);
};

/** The current federation year as a year number (2026-27 -> 202627). */
export const currentYearNumber = (at = new Date()) => {
  const first = federationYearOf(at);
  return first * 100 + ((first + 1) % 100);
};

/**
 * The years the picker offers: every year with applications or projects, and the current one;
 * newest first. Only years the reports answer for (1950-51 to next year): the page has no other.
 */
export const listAnalyticsYears = async (): Promise<number[]> => {
  const prisma = await getDb();
  const rows = await prisma.$queryRaw<{ year: number }[]>`
    SELECT "year" FROM "ProjectApplication" UNION SELECT "year" FROM "TableProject"`;
  const years = new Set(rows.map((row) => Number(row.year)).filter((year) => isReportYearCode(year)));
  years.add(currentYearNumber());
  return [...years].sort((a, b) => b - a);
};

/** The year /reports opens on: the newest with applications (up to next year), else the current one. */
export const defaultAnalyticsYear = async (): Promise<number> => {
  const prisma = await getDb();
  const newest = await prisma.projectApplication.aggregate({
    where: { year: { gte: reportYearOf(FIRST_REPORT_YEAR).code, lte: reportYearOf(lastReportYear()).code } },
    _max: { year: true },
  });
  return newest._max.year ?? currentYearNumber();
};

export const listAnalyticsAreas = async () => {
  const prisma = await getDb();
  return prisma.area.findMany({ select: { areaNo: true, name: true }, orderBy: { areaNo: "asc" } });
};

/** "RT3" or "LC1", as the portal writes a unit everywhere (lib/tables/unit-label.ts). */
const unitKey = (row: { tableNo: number | null; circleNo: number | null }) => unitLabel(row) ?? "";

/** The series of the reports page for `year` and, if given, one area (404 for an area not on record). */
export const getAnalytics = async (options: { year: number; areaNo?: number | null; at?: Date }) => {
  const { year } = options;
  const areaNo = options.areaNo ?? null;
  if (!isYearNumber(year)) throw new AppError("BAD_REQUEST", "year: must be a year such as 202526 (2025-26)");
  if (!isReportYearCode(year, options.at)) throw new AppError("BAD_REQUEST", `year: ${yearRangeRule(options.at)}`);
  const prisma = await getDb();
  const areas = await listAnalyticsAreas();
  const area = areaNo === null ? null : areas.find((row) => row.areaNo === areaNo);
  if (area === undefined) throw new AppError("NOT_FOUND", `No area ${areaNo}`);
  const firstYear = yearBefore(year, YEARS_IN_TREND - 1);

  const [byState, grants, appKinds, ownKinds, strength, tables, circles] = await Promise.all([
    prisma.projectApplication.groupBy({
      by: ["state"],
      where: { year, ...(areaNo === null ? {} : { areaNo }) },
      _count: { _all: true },
    }),
    prisma.$queryRaw<TGrantRow[]>`
      SELECT a."year", a."areaNo", a."tableNo", a."circleNo",
             count(*)::int AS "applications",
             COALESCE(sum(g."sanctionedPaise") FILTER (WHERE g."approvedAt" IS NOT NULL), 0)::bigint AS "sanctioned",
             COALESCE(sum(g."paidPaise"), 0)::bigint AS "paid"
      FROM "ProjectApplication" a
      LEFT JOIN "GrantApproval" g ON g."applicationId" = a."id"
      WHERE a."year" BETWEEN ${firstYear}::int AND ${year}::int
        AND (${areaNo}::int IS NULL OR a."areaNo" = ${areaNo}::int)
      GROUP BY a."year", a."areaNo", a."tableNo", a."circleNo"`,
    prisma.$queryRaw<TKindRow[]>`
      SELECT p."name" AS "kind", count(*)::int AS "count"
      FROM "ProjectApplication" a JOIN "ProjectPack" p ON p."id" = a."packId"
      WHERE a."year" = ${year}::int AND (${areaNo}::int IS NULL OR a."areaNo" = ${areaNo}::int)
      GROUP BY p."name"`,
    // The tables' own records; one made from a grant application is that application, counted above.
    prisma.$queryRaw<TKindRow[]>`
      SELECT "category" AS "kind", count(*)::int AS "count"
      FROM "TableProject"
      WHERE "year" = ${year}::int AND "applicationId" IS NULL
        AND (${areaNo}::int IS NULL OR "areaNo" = ${areaNo}::int)
      GROUP BY "category"`,
    // Active, approved members of tables still chartered, and of circles.
    prisma.$queryRaw<TStrengthRow[]>`
      SELECT ar."areaNo", 'TABLE' AS "unit", t."tableNo" AS "unitNo", count(m."id")::int AS "members"
      FROM "Table" t JOIN "Area" ar ON ar."id" = t."areaId"
      LEFT JOIN "Member" m ON m."tableNo" = t."tableNo" AND m."isActive" AND m."isApproved"
      WHERE NOT t."isDecharted" AND (${areaNo}::int IS NULL OR ar."areaNo" = ${areaNo}::int)
      GROUP BY ar."areaNo", t."tableNo"
      UNION ALL
      SELECT ar."areaNo", 'CIRCLE' AS "unit", c."circleNo" AS "unitNo", count(m."id")::int AS "members"
      FROM "Circle" c JOIN "Area" ar ON ar."id" = c."areaId"
      LEFT JOIN "Member" m ON m."circleNo" = c."circleNo" AND m."isActive" AND m."isApproved"
      WHERE (${areaNo}::int IS NULL OR ar."areaNo" = ${areaNo}::int)
      GROUP BY ar."areaNo", c."circleNo"`,
    prisma.table.findMany({ select: { tableNo: true, name: true } }),
    prisma.circle.findMany({ select: { circleNo: true, name: true } }),
  ]);

  // Rows are areas, or the tables and circles of the chosen area.
  const areaNames = new Map(areas.map((row) => [row.areaNo, row.name]));
  const unitNames = new Map<string, string>([
    ...tables.map((row) => [unitKey({ tableNo: row.tableNo, circleNo: null }), row.name] as const),
    ...circles.map((row) => [unitKey({ tableNo: null, circleNo: row.circleNo }), row.name] as const),
  ]);
  const groupOf = (row: { areaNo: number; tableNo: number | null; circleNo: number | null }): TGroupRow => {
    if (area === null) return { key: `Area ${row.areaNo}`, label: areaNames.get(row.areaNo) ?? `Area ${row.areaNo}` };
    const key = unitKey(row);
    return { key, label: `${key} ${unitNames.get(key) ?? ""}`.trim() };
  };
  const order = (a: TGroupRow, b: TGroupRow) => a.key.localeCompare(b.key, "en-IN", { numeric: true });

  const counts = new Map(byState.map((row) => [row.state as TApplicationState, row._count._all]));
  const applicationsByState = APPLICATION_STATES.filter((state) => counts.has(state)).map((state) => ({
    state,
    label: STATE_LABELS[state],
    count: counts.get(state)!,
  }));

  const grantGroups = new Map<string, TGroupRow & { applications: number; sanctioned: bigint; paid: bigint }>();
  const yearSums = new Map<number, { sanctioned: bigint; paid: bigint }>();
  for (const row of grants) {
    const sums = yearSums.get(row.year) ?? { sanctioned: 0n, paid: 0n };
    yearSums.set(row.year, { sanctioned: sums.sanctioned + BigInt(row.sanctioned), paid: sums.paid + BigInt(row.paid) });
    if (row.year !== year) continue;
    const group = groupOf(row);
    const sum = grantGroups.get(group.key) ?? { ...group, applications: 0, sanctioned: 0n, paid: 0n };
    grantGroups.set(group.key, {
      ...sum,
      applications: sum.applications + row.applications,
      sanctioned: sum.sanctioned + BigInt(row.sanctioned),
      paid: sum.paid + BigInt(row.paid),
    });
  }
  const grantsByArea = [...grantGroups.values()].sort(order).map((row) => ({
    key: row.key,
    label: row.label,
    applications: row.applications,
    sanctioned: moneyOf(row.sanctioned),
    paid: moneyOf(row.paid),
  }));
  const amountsByYear = Array.from({ length: YEARS_IN_TREND }, (_, index) => {
    const at = yearBefore(year, YEARS_IN_TREND - 1 - index);
    const sums = yearSums.get(at) ?? { sanctioned: 0n, paid: 0n };
    return { year: at, yearString: formatYear(at), sanctioned: moneyOf(sums.sanctioned), paid: moneyOf(sums.paid) };
  });

  const kinds = new Map<string, { kind: string; grantApplications: number; ownProjects: number }>();
  const addKind = (row: TKindRow, field: "grantApplications" | "ownProjects") => {
    const entry = kinds.get(row.kind) ?? { kind: row.kind, grantApplications: 0, ownProjects: 0 };
    entry[field] += row.count;
    kinds.set(row.kind, entry);
  };
  for (const row of appKinds) addKind(row, "grantApplications");
  for (const row of ownKinds) addKind(row, "ownProjects");
  const projectsByKind = [...kinds.values()].sort(
    (a, b) =>
      b.grantApplications + b.ownProjects - (a.grantApplications + a.ownProjects) || a.kind.localeCompare(b.kind, "en-IN"),
  );

  const strengthGroups = new Map<
    string,
    TGroupRow & { tables: number; circles: number; tableMembers: number; circleMembers: number }
  >();
  for (const row of strength) {
    const isTable = row.unit === "TABLE";
    const group = groupOf({ areaNo: row.areaNo, tableNo: isTable ? row.unitNo : null, circleNo: isTable ? null : row.unitNo });
    const sum = strengthGroups.get(group.key) ?? { ...group, tables: 0, circles: 0, tableMembers: 0, circleMembers: 0 };
    if (isTable) Object.assign(sum, { tables: sum.tables + 1, tableMembers: sum.tableMembers + row.members });
    else Object.assign(sum, { circles: sum.circles + 1, circleMembers: sum.circleMembers + row.members });
    strengthGroups.set(group.key, sum);
  }
  const strengthByArea = [...strengthGroups.values()].sort(order);

  const sumOf = (pick: (row: (typeof grantsByArea)[number]) => number) =>
    grantsByArea.reduce((total, row) => total + pick(row), 0);
  const at = options.at ?? new Date();
  return {
    year,
    yearString: formatYear(year),
    area: area === null ? null : { areaNo: area.areaNo, name: area.name },
    /** What the by-area series are grouped by: areas, or the tables and circles of the chosen area. */
    groupedBy: area === null ? ("area" as const) : ("unit" as const),
    generatedAt: at.toISOString(),
    generatedOn: istDay(at),
    totals: {
      applications: applicationsByState.reduce((total, row) => total + row.count, 0),
      sanctioned: moneyOf(sumOf((row) => row.sanctioned.paise)),
      paid: moneyOf(sumOf((row) => row.paid.paise)),
      projects: projectsByKind.reduce((total, row) => total + row.grantApplications + row.ownProjects, 0),
      members: strengthByArea.reduce((total, row) => total + row.tableMembers + row.circleMembers, 0),
    },
    applicationsByState,
    grantsByArea,
    amountsByYear,
    projectsByKind,
    strengthByArea,
  };
};

export type TAnalytics = Awaited<ReturnType<typeof getAnalytics>>;
export type { TMoney };
