"use client";

// The parts every section of the members' reports screen is made of: the section (its heading,
// what it holds, its "Download CSV" where the API offers one), what shows while a report loads or
// when it fails (with Retry), and a report's table, paged in the browser when it is long.
import { pageOf } from "@/lib/format-count";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { LiveRegion } from "@/components/ui/live-region";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import type { TYearlyReport } from "@/lib/reports/yearly-reports";
import { REPORT_HEADINGS } from "./report-headings";

type TReportSectionProps = {
  report: TYearlyReport;
  description?: ReactNode;
  /** Saves the CSV; resolves to the error text, or null. Absent: the API offers no CSV of this report. */
  csv?: () => Promise<string | null>;
  /** The section's own choice (an area of its own), shown above its report. */
  picker?: ReactNode;
  children: ReactNode;
};

export const ReportSection = ({ report, description, csv, picker, children }: TReportSectionProps) => {
  const { id, title } = REPORT_HEADINGS[report];
  const [busy, setBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const download = async () => {
    if (!csv) return;
    setBusy(true);
    setCsvError(null);
    setCsvError(await csv());
    setBusy(false);
  };
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <div className="text-sm text-slate-600">{description}</div>}
        </div>
        {csv && (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
            Download CSV<span className="sr-only"> of the {title.toLowerCase()}</span>
          </Button>
        )}
      </div>
      <LiveRegion>{csvError && <Alert tone="error">{csvError}</Alert>}</LiveRegion>
      {picker}
      {children}
    </section>
  );
};

type TLoaded<T> = { value: T | null; error: string | null; retry: () => void };

/**
 * A report's states: loading (a skeleton), failed (the reason and Retry), or `children` of the
 * value; a value kept from the ask before (`keepStale`) stays on screen while the next one loads.
 */
export const Loaded = <T,>({ load, what, children }: { load: TLoaded<T>; what: string; children: (value: T) => ReactNode }) => {
  if (load.error) return <LoadError title={`The ${what} could not be loaded.`} message={load.error} onRetry={load.retry} />;
  if (load.value === null) return <Skeleton label={`Loading the ${what}`} lines={3} lineClassName="h-8" />;
  return <>{children(load.value)}</>;
};

export type TReportColumn<T> = { label: string; align?: "right"; cell: (row: T) => ReactNode };

type TReportTableProps<T> = {
  caption: string;
  columns: readonly TReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** What the empty state says. */
  empty: string;
  pageSize?: number;
  /** Rows after the paged ones (totals), shown on every page. */
  footer?: ReactNode;
};

const CELL = "px-3 py-2 align-top";

export const ReportTable = <T,>({ caption, columns, rows, rowKey, empty, pageSize = 25, footer }: TReportTableProps<T>) => {
  const [page, setPage] = useState(0);
  if (rows.length === 0) return <EmptyState title={empty} />;
  const pages = Math.ceil(rows.length / pageSize);
  // A shorter list (another year picked) keeps the page in range.
  const shown = Math.min(page, pages - 1);
  const first = shown * pageSize;
  return (
    <div className="space-y-2">
      <TableScroll label={caption} className="rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="px-3 py-2 text-left font-medium text-slate-700">
            {pages > 1 ? `${caption}, ${pageOf(shown + 1, pages)}` : caption}
          </caption>
          <TableHead className="bg-slate-50 text-slate-700" cellClassName={`${CELL} text-left font-semibold`} columns={columns} />
          <tbody className="divide-y divide-slate-100">
            {rows.slice(first, first + pageSize).map((row, index) => (
              <tr key={rowKey(row, first + index)}>
                {columns.map((column) => (
                  <td key={column.label} className={column.align === "right" ? `${CELL} text-right tabular-nums` : CELL}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer && <tfoot className="border-t-2 border-slate-300 font-semibold">{footer}</tfoot>}
        </table>
      </TableScroll>
      <PageButtons label={`Pages of ${caption.toLowerCase()}`} page={shown} pages={pages} onPage={setPage} />
    </div>
  );
};

/** A total row for ReportTable's footer: the label spans `span` columns, `cells` fill the rest. */
export const TotalRow = ({ label, span = 1, cells }: { label: string; span?: number; cells: readonly ReactNode[] }) => (
  <tr>
    <th scope="row" colSpan={span} className={`${CELL} text-left`}>
      {label}
    </th>
    {cells.map((cell, index) => (
      <td key={index} className={`${CELL} text-right tabular-nums`}>
        {cell}
      </td>
    ))}
  </tr>
);

/** "Mr. Ravi Rao", as the reports name people. */
export const personName = (person: { title: string | null; name: string }) =>
  [person.title, person.name].filter(Boolean).join(" ");
