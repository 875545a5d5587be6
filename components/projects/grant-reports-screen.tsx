"use client";

// The grant reports by date (getreportfordaterange): the applications started, the state changes
// and the payments of a range of Indian calendar days, with counts and the sum paid.
import { useState, type FormEvent, type ReactNode } from "react";
import { isRecord, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { istDay, istTimeText, istToday } from "@/lib/india-time";
import { EARLIEST_DATE } from "@/lib/projects/element-kinds";

type TMoney = { paise: number; text: string };
type TSection<T> = { count: number; truncated: boolean; rows: T[] };
type TReport = {
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

const cell = "px-3 py-2 text-left align-top";
const head = "px-3 py-2 text-left font-semibold text-slate-700";

const Truncated = ({ section }: { section: TSection<unknown> }) =>
  section.truncated ? (
    <p className="text-sm text-slate-600">
      Showing the first {section.rows.length} of {section.count}: choose a shorter range to see them all.
    </p>
  ) : null;

const SectionTable = ({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) => (
  <div className="overflow-x-auto rounded-lg border border-slate-200">
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className={head}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  </div>
);

export const GrantReportsScreen = () => {
  const [from, setFrom] = useState(() => istToday());
  const [to, setTo] = useState(() => istToday());
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TReport | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    setBusy(true);
    setStatus(null);
    setFields({});
    const reply = await requestJson("/api/projects/getreportfordaterange", { method: "POST", body: { from, to } });
    setBusy(false);
    if (reply.ok && isRecord(reply.data) && isRecord(reply.data.applications)) {
      setReport(reply.data as unknown as TReport);
      return;
    }
    const error = readApiError(reply.data);
    setFields(error.fields);
    setStatus({ tone: "error", text: error.message ?? "The report could not be made." });
  };

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-4" noValidate>
        <TextField
          label="From"
          type="date"
          required
          min={EARLIEST_DATE}
          value={from}
          error={fields.from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          required
          min={EARLIEST_DATE}
          value={to}
          error={fields.to}
          hint="At most 366 days; days are Indian calendar days."
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          Show the report
        </Button>
      </form>
      <FormStatus status={status} />
      {report && (
        <div className="space-y-8">
          <p className="text-sm text-slate-700">
            From {istDay(report.from)} to {istDay(report.to)}: {report.applications.count} applications started,{" "}
            {report.stateChanges.count} state changes, {report.payments.count} payments totalling {report.payments.total.text}.
          </p>

          <section aria-labelledby="report-applications" className="space-y-2">
            <h3 id="report-applications" className="text-lg font-semibold text-slate-900">
              Applications started ({report.applications.count})
            </h3>
            {report.applications.rows.length === 0 ? (
              <EmptyState title="No application was started in these days." />
            ) : (
              <SectionTable caption="Applications started" headers={["Application", "Title", "Unit", "Started", "By", "Now"]}>
                {report.applications.rows.map((row) => (
                  <tr key={row.applicationId}>
                    <td className={cell}>{row.applicationNo}</td>
                    <td className={cell}>{row.title}</td>
                    <td className={cell}>{row.unit}</td>
                    <td className={cell}>{istDay(row.createdAt)}</td>
                    <td className={cell}>{row.createdBy}</td>
                    <td className={cell}>{row.stateLabel}</td>
                  </tr>
                ))}
              </SectionTable>
            )}
            <Truncated section={report.applications} />
          </section>

          <section aria-labelledby="report-changes" className="space-y-2">
            <h3 id="report-changes" className="text-lg font-semibold text-slate-900">
              State changes ({report.stateChanges.count})
            </h3>
            {report.stateChanges.rows.length === 0 ? (
              <EmptyState title="No application changed state in these days." />
            ) : (
              <SectionTable caption="State changes" headers={["When", "Application", "Unit", "From", "To", "By", "Remark"]}>
                {report.stateChanges.rows.map((row) => (
                  <tr key={row.id}>
                    <td className={`${cell} whitespace-nowrap`}>
                      {istDay(row.at)} {istTimeText(row.at)}
                    </td>
                    <td className={cell}>
                      {row.applicationNo}
                      <span className="block text-slate-600">{row.title}</span>
                    </td>
                    <td className={cell}>{row.unit}</td>
                    <td className={cell}>{row.fromLabel ?? "(new)"}</td>
                    <td className={cell}>{row.toLabel}</td>
                    <td className={cell}>{row.by}</td>
                    <td className={`${cell} whitespace-pre-line`}>{row.remark}</td>
                  </tr>
                ))}
              </SectionTable>
            )}
            <Truncated section={report.stateChanges} />
          </section>

          <section aria-labelledby="report-payments" className="space-y-2">
            <h3 id="report-payments" className="text-lg font-semibold text-slate-900">
              Payments ({report.payments.count}, {report.payments.total.text})
            </h3>
            {report.payments.rows.length === 0 ? (
              <EmptyState title="No payment was made in these days." />
            ) : (
              <SectionTable
                caption="Payments"
                headers={["Paid on", "Application", "Unit", "Kind", "Amount", "Reference", "Paid by"]}
              >
                {report.payments.rows.map((row) => (
                  <tr key={row.id}>
                    <td className={cell}>{istDay(row.paidOn)}</td>
                    <td className={cell}>
                      {row.applicationNo}
                      <span className="block text-slate-600">{row.title}</span>
                    </td>
                    <td className={cell}>{row.unit}</td>
                    <td className={cell}>{row.kindLabel}</td>
                    <td className={`${cell} text-right tabular-nums`}>{row.amount.text}</td>
                    <td className={cell}>{row.reference}</td>
                    <td className={cell}>{row.paidBy}</td>
                  </tr>
                ))}
              </SectionTable>
            )}
            <Truncated section={report.payments} />
          </section>
        </div>
      )}
      {!report && !status && <Alert tone="info">Choose the days and show the report.</Alert>}
    </div>
  );
};
