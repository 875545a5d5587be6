"use client";
// One chart of the reports page: the chart (SVG by Recharts, hidden from screen readers), the same
// numbers as a table with a caption, and a "Download CSV" of them made in the browser. Its height
// follows the number of rows, known on the server, so nothing moves when the chart is drawn.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableScroll } from "@/components/ui/table-scroll";
import { chartCsvTable, type TChartSpec } from "@/lib/reports/analytics-charts";
import { toCsv } from "@/lib/reports/chart-csv";
import { saveBlob } from "@/components/shared/save-file";

const COLOURS = ["#1d4ed8", "#d97706", "#047857", "#7e22ce"];
const COUNT = new Intl.NumberFormat("en-IN");
const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const RUPEES_SHORT = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** Fixed by the row count, the same on the server and in the browser. */
export const chartHeight = (chart: TChartSpec) =>
  chart.shape === "columns" ? 300 : Math.max(180, chart.rows.length * (chart.stacked ? 40 : 56) + 70);

const downloadCsv = (chart: TChartSpec) => {
  const { columns, rows } = chartCsvTable(chart);
  saveBlob(new Blob([toCsv(columns, rows)], { type: "text/csv;charset=utf-8" }), chart.fileName);
};

const ChartDrawing = ({ chart }: { chart: TChartSpec }) => {
  const drawn = chart.series.map((series, index) => ({ ...series, index })).filter((series) => series.drawn !== false);
  const amounts = drawn.some((series) => series.kind === "amount");
  const data = chart.rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(drawn.map((series) => [series.key, row.values[series.index]])),
  }));
  const tick = (value: number) => (amounts ? RUPEES_SHORT.format(value / 100) : COUNT.format(value));
  const bars = chart.shape === "bars";
  const height = chartHeight(chart);
  const valueAxis = { type: "number" as const, tickFormatter: tick, allowDecimals: false, tick: { fontSize: 12 } };
  const labelAxis = { type: "category" as const, dataKey: "label", tick: { fontSize: 12 }, interval: 0 };
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 560, height }}>
      <BarChart
        data={data}
        layout={bars ? "vertical" : "horizontal"}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={!bars} vertical={bars} />
        {bars ? <XAxis {...valueAxis} /> : <XAxis {...labelAxis} />}
        {bars ? <YAxis {...labelAxis} width={170} /> : <YAxis {...valueAxis} width={amounts ? 72 : 48} />}
        <Tooltip
          formatter={(value) => (amounts ? RUPEES.format(Number(value) / 100) : COUNT.format(Number(value)))}
          cursor={{ fill: "#eef5ff" }}
        />
        {/* In the order of the series (Recharts sorts the legend by name otherwise). */}
        {drawn.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />}
        {drawn.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={COLOURS[series.index % COLOURS.length]}
            stackId={chart.stacked ? "stack" : undefined}
            isAnimationActive={false}
            maxBarSize={36}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
};

export const AnalyticsChart = ({ chart }: { chart: TChartSpec }) => {
  const titleId = `${chart.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm break-inside-avoid print:border-slate-300 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {chart.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{chart.description}</p>
        </div>
        {chart.rows.length > 0 && (
          <button
            type="button"
            onClick={() => downloadCsv(chart)}
            className={buttonClasses({ variant: "secondary", size: "sm", className: "print:hidden" })}
          >
            Download CSV<span className="sr-only"> of {chart.title.toLowerCase()}</span>
          </button>
        )}
      </div>
      {chart.rows.length === 0 ? (
        <EmptyState title={chart.emptyText} className="mt-4" />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-5 print:grid-cols-1">
          <div
            aria-hidden="true"
            className="min-w-0 lg:col-span-3 print:[&_svg]:h-auto print:[&_svg]:max-w-full"
            style={{ height: chartHeight(chart) }}
            data-chart={chart.id}
          >
            <ChartDrawing chart={chart} />
          </div>
          <TableScroll label={`${chart.title}: the numbers`} className="min-w-0 lg:col-span-2">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left text-xs font-medium text-slate-600">{chart.title}: the numbers</caption>
              <thead>
                <tr className="border-b border-slate-300 text-left">
                  <th scope="col" className="py-1.5 pr-3 font-semibold text-slate-900">
                    {chart.categoryHeader}
                  </th>
                  {chart.series.map((series) => (
                    <th key={series.key} scope="col" className="py-1.5 pl-3 text-right font-semibold text-slate-900">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row) => (
                  <tr key={row.label} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-800">
                      {row.label}
                    </th>
                    {row.texts.map((text, index) => (
                      <td key={chart.series[index]?.key ?? index} className="py-1.5 pl-3 text-right tabular-nums text-slate-800">
                        {text}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      )}
    </section>
  );
};
