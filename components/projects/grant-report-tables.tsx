"use client";

// The tables of a grant report by date (getreportfordaterange): the applications started, the
// state changes and the payments, each section with its count; the sum paid. A section holds up
// to 1000 rows (REPORT_SECTION_MAX), shown 25 a page as the reports screen's other tables.
import type { ReactNode } from "react";
import { ReportTable, type TReportColumn } from "@/components/reports/report-parts";
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

const Truncated = ({ section }: { section: TSection<unknown> }) =>
  section.truncated ? (
    <p className="text-sm text-slate-600">
      Showing the first {section.rows.length} of {section.count}: choose a shorter range to see them all.
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

const Heading = ({ id, children }: { id: string; children: ReactNode }) => (
  <h3 id={id} className="text-lg font-semibold text-slate-900">
    {children}
  </h3>
);

export const GrantReportTables = ({ report }: { report: TGrantReport }) => (
  <div className="space-y-8">
    <p className="text-sm text-slate-700">
      From {istDay(report.from)} to {istDay(report.to)}: {report.applications.count} applications started,{" "}
      {report.stateChanges.count} state changes, {report.payments.count} payments totalling {report.payments.total.text}.
    </p>
    <section aria-labelledby="report-applications" className="space-y-2">
      <Heading id="report-applications">Applications started ({report.applications.count})</Heading>
      <ReportTable
        caption="Applications started"
        columns={APPLICATION_COLUMNS}
        rows={report.applications.rows}
        rowKey={(row) => row.applicationId}
        empty="No application was started in these days."
      />
      <Truncated section={report.applications} />
    </section>
    <section aria-labelledby="report-changes" className="space-y-2">
      <Heading id="report-changes">State changes ({report.stateChanges.count})</Heading>
      <ReportTable
        caption="State changes"
        columns={CHANGE_COLUMNS}
        rows={report.stateChanges.rows}
        rowKey={(row) => row.id}
        empty="No application changed state in these days."
      />
      <Truncated section={report.stateChanges} />
    </section>
    <section aria-labelledby="report-payments" className="space-y-2">
      <Heading id="report-payments">
        Payments ({report.payments.count}, {report.payments.total.text})
      </Heading>
      <ReportTable
        caption="Payments"
        columns={PAYMENT_COLUMNS}
        rows={report.payments.rows}
        rowKey={(row) => row.id}
        empty="No payment was made in these days."
      />
      <Truncated section={report.payments} />
    </section>
  </div>
);
