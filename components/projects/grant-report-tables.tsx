"use client";

// The tables of a grant report by date (getreportfordaterange): the applications started, the
// state changes and the payments, each section with its count; the sum paid. A section holds up
// to 1000 rows (REPORT_SECTION_MAX), shown 25 a page as the reports screen's other tables.
import type { ReactNode } from "react";
import { ReportTable, type TReportColumn } from "@/components/reports/report-parts";
import { formatCount } from "@/lib/format-count";
import { istDay, istTimeText } from "@/lib/india-time";

type TMoney = { paise: number; text: string };
type TSection<T> = { count: number; truncated: boolean; rows: T[] };
export type TGrantReport = {
  from: string;
  to: string;
  applications: TSection<{
    applicationId: number;
    applicationNo: string;
    title: string;
    unit: string;
    stateLabel: string;
    createdBy: string;
    createdAt: string;
  }>;
  stateChanges: TSection<{
    id: number;
    applicationNo: string;
    title: string;
    unit: string;
    fromLabel: string | null;
    toLabel: string;
    by: string;
    at: string;
    remark: string;
  }>;
  payments: TSection<{
    id: number;
    applicationNo: string;
    title: string;
    unit: string;
    kindLabel: string;
    amount: TMoney;
    paidOn: string;
    reference: string;
    paidBy: string;
  }> & { total: TMoney };
};

type TRows<K extends "applications" | "stateChanges" | "payments"> = TGrantReport[K]["rows"][number];

/** Under a section past its row cap: how many it shows of how many (counts as formatCount writes them). */
const Truncated = ({ section }: { section: TSection<unknown> }) =>
  section.truncated ? (
    <p className="text-sm text-slate-600">
      Showing the first {formatCount(section.rows.length)} of {formatCount(section.count)}: choose a shorter range to see them
      all.
    </p>
  ) : null;

/** The application's number with its title under it. */
const applicationCell = (row: { applicationNo: string; title: string }) => (
  <>
    {row.applicationNo}
    <span className="block text-slate-600">{row.title}</span>
  </>
);

const APPLICATION_COLUMNS: TReportColumn<TRows<"applications">>[] = [
  { label: "Application", cell: (row) => row.applicationNo },
  { label: "Title", cell: (row) => row.title },
  { label: "Unit", cell: (row) => row.unit },
  { label: "Started", cell: (row) => istDay(row.createdAt) },
  { label: "By", cell: (row) => row.createdBy },
  { label: "Now", cell: (row) => row.stateLabel },
];

const CHANGE_COLUMNS: TReportColumn<TRows<"stateChanges">>[] = [
  {
    label: "When",
    cell: (row) => (
      <span className="whitespace-nowrap">
        {istDay(row.at)} {istTimeText(row.at)}
      </span>
    ),
  },
  { label: "Application", cell: applicationCell },
  { label: "Unit", cell: (row) => row.unit },
  { label: "From", cell: (row) => row.fromLabel ?? "(new)" },
  { label: "To", cell: (row) => row.toLabel },
  { label: "By", cell: (row) => row.by },
  { label: "Remark", cell: (row) => <span className="whitespace-pre-line">{row.remark}</span> },
];

const PAYMENT_COLUMNS: TReportColumn<TRows<"payments">>[] = [
  { label: "Paid on", cell: (row) => istDay(row.paidOn) },
  { label: "Application", cell: applicationCell },
  { label: "Unit", cell: (row) => row.unit },
  { label: "Kind", cell: (row) => row.kindLabel },
  { label: "Amount", align: "right", cell: (row) => row.amount.text },
  { label: "Reference", cell: (row) => row.reference },
  { label: "Paid by", cell: (row) => row.paidBy },
];

/** One section: its heading, its table 25 rows a page, and whether rows were left out. */
const ReportSection = <T,>({
  id,
  heading,
  caption,
  section,
  columns,
  rowKey,
  empty,
}: {
  id: string;
  heading: ReactNode;
  caption: string;
  section: TSection<T>;
  columns: TReportColumn<T>[];
  rowKey: (row: T) => number;
  empty: string;
}) => (
  <section aria-labelledby={id} className="space-y-2">
    <h3 id={id} className="text-lg font-semibold text-slate-900">
      {heading}
    </h3>
    <ReportTable caption={caption} columns={columns} rows={section.rows} rowKey={rowKey} empty={empty} />
    <Truncated section={section} />
  </section>
);

export const GrantReportTables = ({ report }: { report: TGrantReport }) => (
  <div className="space-y-8">
    <p className="text-sm text-slate-700">
      From {istDay(report.from)} to {istDay(report.to)}: {formatCount(report.applications.count)} applications started,{" "}
      {formatCount(report.stateChanges.count)} state changes, {formatCount(report.payments.count)} payments totalling{" "}
      {report.payments.total.text}.
    </p>
    <ReportSection
      id="report-applications"
      heading={`Applications started (${formatCount(report.applications.count)})`}
      caption="Applications started"
      section={report.applications}
      columns={APPLICATION_COLUMNS}
      rowKey={(row) => row.applicationId}
      empty="No application was started in these days."
    />
    <ReportSection
      id="report-changes"
      heading={`State changes (${formatCount(report.stateChanges.count)})`}
      caption="State changes"
      section={report.stateChanges}
      columns={CHANGE_COLUMNS}
      rowKey={(row) => row.id}
      empty="No application changed state in these days."
    />
    <ReportSection
      id="report-payments"
      heading={`Payments (${formatCount(report.payments.count)}, ${report.payments.total.text})`}
      caption="Payments"
      section={report.payments}
      columns={PAYMENT_COLUMNS}
      rowKey={(row) => row.id}
      empty="No payment was made in these days."
    />
  </div>
);
