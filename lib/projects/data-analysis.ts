// getdataanalysysbyyear/{year}: a year's project grants in figures: applications by state, and by
// area the applications, the sanctioned amount and the amount paid. Issue 14's analytics page
// draws its charts from this; the sums are computed by the database, exactly, in paise.
import { formatYear } from "../content/year";
import { getDb } from "../db/client";
import { csvResponse, rupeesOf, type TCsvColumn } from "../reports/csv";
import { APPLICATION_STATES, STATE_LABELS, type TApplicationState } from "./application-states";
import { moneyOf } from "./money";

type TAreaRow = { areaNo: number; applications: number; sanctioned: bigint; paid: bigint; completed: number };

export const getDataAnalysisByYear = async (year: number) => {
  const prisma = await getDb();
  const [byState, byArea, areas] = await Promise.all([
    prisma.projectApplication.groupBy({ by: ["state"], where: { year }, _count: { _all: true } }),
    prisma.$queryRaw<TAreaRow[]>`
      SELECT a."areaNo",
             count(*)::int AS "applications",
             COALESCE(sum(g."sanctionedPaise") FILTER (WHERE g."approvedAt" IS NOT NULL), 0)::bigint AS "sanctioned",
             COALESCE(sum(g."paidPaise"), 0)::bigint AS "paid",
             (count(*) FILTER (WHERE a."state" = 'COMPLETED'))::int AS "completed"
      FROM "ProjectApplication" a
      LEFT JOIN "GrantApproval" g ON g."applicationId" = a."id"
      WHERE a."year" = ${year}
      GROUP BY a."areaNo"
      ORDER BY a."areaNo"`,
    prisma.area.findMany({ select: { areaNo: true, name: true } }),
  ]);
  const counts = new Map(byState.map((row) => [row.state as TApplicationState, row._count._all]));
  const names = new Map(areas.map((area) => [area.areaNo, area.name]));
  const total = (pick: (row: TAreaRow) => bigint) => byArea.reduce((sum, row) => sum + BigInt(pick(row)), 0n);
  return {
    year,
    yearString: formatYear(year),
    applications: byArea.reduce((sum, row) => sum + row.applications, 0),
    completed: counts.get("COMPLETED") ?? 0,
    sanctioned: moneyOf(total((row) => row.sanctioned)),
    paid: moneyOf(total((row) => row.paid)),
    byState: APPLICATION_STATES.map((state) => ({ state, label: STATE_LABELS[state], count: counts.get(state) ?? 0 })),
    byArea: byArea.map((row) => ({
      areaNo: row.areaNo,
      areaName: names.get(row.areaNo) ?? `Area ${row.areaNo}`,
      applications: row.applications,
      completed: row.completed,
      sanctioned: moneyOf(row.sanctioned),
      paid: moneyOf(row.paid),
    })),
  };
};

type TDataAnalysis = Awaited<ReturnType<typeof getDataAnalysisByYear>>;
type TCsvRow = TDataAnalysis["byArea"][number] | (Omit<TDataAnalysis["byArea"][number], "areaNo"> & { areaNo: null });

/** The by-area figures as a spreadsheet (lib/reports/csv.ts): amounts in rupees and as text, a total row last. */
export const dataAnalysisCsv = (analysis: TDataAnalysis) => {
  const rows: TCsvRow[] = [
    ...analysis.byArea,
    {
      areaNo: null,
      areaName: "Total",
      applications: analysis.applications,
      completed: analysis.completed,
      sanctioned: analysis.sanctioned,
      paid: analysis.paid,
    },
  ];
  return csvResponse(`grants-${analysis.yearString}.csv`, DATA_ANALYSIS_COLUMNS, rows);
};

const DATA_ANALYSIS_COLUMNS: readonly TCsvColumn<TCsvRow>[] = [
  { header: "Area No.", value: (row) => row.areaNo },
  { header: "Area", value: (row) => row.areaName },
  { header: "Applications", value: (row) => row.applications },
  { header: "Completed", value: (row) => row.completed },
  { header: "Sanctioned (₹)", value: (row) => rupeesOf(row.sanctioned.paise) },
  { header: "Sanctioned", value: (row) => row.sanctioned.text },
  { header: "Paid (₹)", value: (row) => rupeesOf(row.paid.paise) },
  { header: "Paid", value: (row) => row.paid.text },
];
