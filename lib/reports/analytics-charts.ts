// The reports page's charts as plain data (title, series, rows with numbers and their Indian text):
// the server builds them from getAnalytics, the client chart draws them, shows them as a table and
// makes their CSV from the very same numbers. Pure: no database, no DOM.
import { formatCount } from "../format-count";
import type { TAnalytics } from "./analytics";
import type { TCsvCell, TCsvColumn } from "./chart-csv";

export type TChartSeries = {
  key: string;
  label: string;
  kind: "count" | "amount";
  /** false: a column of the table and the CSV only (a count beside amounts, say). */
  drawn?: boolean;
};
export type TChartRow = { label: string; values: number[]; texts: string[] };
export type TChartSpec = {
  id: string;
  title: string;
  description: string;
  /** The header of the first column (what each row is). */
  categoryHeader: string;
  /** "bars": one horizontal bar per row (long labels); "columns": one column per row (years). */
  shape: "bars" | "columns";
  stacked: boolean;
  series: TChartSeries[];
  rows: TChartRow[];
  fileName: string;
  /** Shown instead of the chart and table when there are no rows. */
  emptyText: string;
};

type TMoney = { paise: number; text: string };
type TCell = number | TMoney;

const row = (label: string, cells: TCell[]): TChartRow => ({
  label,
  values: cells.map((cell) => (typeof cell === "number" ? cell : cell.paise)),
  texts: cells.map((cell) => (typeof cell === "number" ? formatCount(cell) : cell.text)),
});

/** The CSV columns and cells of a chart: the row label, then every series (amounts in paise). */
export const chartCsvTable = (chart: TChartSpec): { columns: TCsvColumn[]; rows: TCsvCell[][] } => ({
  columns: [
    { header: chart.categoryHeader, kind: "text" },
    ...chart.series.map((series) => ({ header: series.label, kind: series.kind })),
  ],
  rows: chart.rows.map((entry) => [entry.label, ...entry.values]),
});

export const buildAnalyticsCharts = (data: TAnalytics): TChartSpec[] => {
  const byUnit = data.groupedBy === "unit";
  const where = data.area ? ` in ${data.area.name}` : "";
  const groupHeader = byUnit ? "Table or circle" : "Area";
  const file = (name: string) => `reports-${data.yearString}${data.area ? `-area-${data.area.areaNo}` : ""}-${name}.csv`;
  const chart = (spec: Omit<TChartSpec, "fileName"> & { file: string }): TChartSpec => {
    const { file: name, ...rest } = spec;
    return { ...rest, fileName: file(name) };
  };
  return [
    chart({
      id: "applications-by-state",
      title: "Applications by state",
      description: `Project grant applications of ${data.yearString}${where}, by where each stands now.`,
      categoryHeader: "State",
      shape: "bars",
      stacked: false,
      series: [{ key: "applications", label: "Applications", kind: "count" }],
      rows: data.applicationsByState.map((entry) => row(entry.label, [entry.count])),
      file: "applications-by-state",
      emptyText: `No applications in ${data.yearString}${where}.`,
    }),
    chart({
      id: "grants-by-area",
      title: byUnit ? "Grants sanctioned and paid by table and circle" : "Grants sanctioned and paid by area",
      description: `Grants the trust sanctioned for ${data.yearString}'s applications${where}, and what has been paid of them.`,
      categoryHeader: groupHeader,
      shape: "bars",
      stacked: false,
      series: [
        { key: "sanctioned", label: "Sanctioned", kind: "amount" },
        { key: "paid", label: "Paid", kind: "amount" },
        { key: "applications", label: "Applications", kind: "count", drawn: false },
      ],
      rows: data.grantsByArea.map((entry) => row(entry.label, [entry.sanctioned, entry.paid, entry.applications])),
      file: byUnit ? "grants-by-table-and-circle" : "grants-by-area",
      emptyText: `No grants in ${data.yearString}${where}.`,
    }),
    chart({
      id: "amounts-by-year",
      title: "Amounts by year",
      description: `Grants sanctioned and paid over the ${data.amountsByYear.length} years to ${data.yearString}${where}, by the year of the application.`,
      categoryHeader: "Year",
      shape: "columns",
      stacked: false,
      series: [
        { key: "sanctioned", label: "Sanctioned", kind: "amount" },
        { key: "paid", label: "Paid", kind: "amount" },
      ],
      rows: data.amountsByYear.some((entry) => entry.sanctioned.paise > 0 || entry.paid.paise > 0)
        ? data.amountsByYear.map((entry) => row(entry.yearString, [entry.sanctioned, entry.paid]))
        : [],
      file: "amounts-by-year",
      emptyText: `No grants in the years to ${data.yearString}${where}.`,
    }),
    chart({
      id: "projects-by-kind",
      title: "Projects by kind",
      description: `Projects of ${data.yearString}${where}: grant applications by their project pack, and the tables' own projects by category.`,
      categoryHeader: "Kind of project",
      shape: "bars",
      stacked: true,
      series: [
        { key: "grantApplications", label: "Grant applications", kind: "count" },
        { key: "ownProjects", label: "Own projects", kind: "count" },
      ],
      rows: data.projectsByKind.map((entry) => row(entry.kind, [entry.grantApplications, entry.ownProjects])),
      file: "projects-by-kind",
      emptyText: `No projects recorded for ${data.yearString}${where}.`,
    }),
    chart({
      id: "strength-by-area",
      title: byUnit ? "Table strength by table and circle" : "Table strength by area",
      description: `Active, approved members of the tables and circles${where}, as of ${data.generatedOn}.`,
      categoryHeader: groupHeader,
      shape: "bars",
      stacked: true,
      series: [
        { key: "tableMembers", label: "Table members", kind: "count" },
        { key: "circleMembers", label: "Circle members", kind: "count" },
        { key: "tables", label: "Tables", kind: "count", drawn: false },
        { key: "circles", label: "Circles", kind: "count", drawn: false },
      ],
      rows: data.strengthByArea.map((entry) =>
        row(entry.label, [entry.tableMembers, entry.circleMembers, entry.tables, entry.circles]),
      ),
      file: byUnit ? "strength-by-table-and-circle" : "strength-by-area",
      emptyText: `No tables or circles${where}.`,
    }),
  ];
};
