"use client";

// The grant reports by date (getreportfordaterange): the applications started, the state changes
// and the payments of a range of Indian calendar days, with counts and the sum paid.
import { useState, type FormEvent } from "react";
import { isRecord, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { istToday } from "@/lib/india-time";
import { EARLIEST_DATE } from "@/lib/projects/element-kinds";
import { GrantReportTables, type TGrantReport } from "./grant-report-tables";

export const GrantReportsScreen = () => {
  const [from, setFrom] = useState(() => istToday());
  const [to, setTo] = useState(() => istToday());
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TGrantReport | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    setBusy(true);
    setStatus(null);
    setFields({});
    const reply = await requestJson("/api/projects/getreportfordaterange", { method: "POST", body: { from, to } });
    setBusy(false);
    if (reply.ok && isRecord(reply.data) && isRecord(reply.data.applications)) {
      setReport(reply.data as unknown as TGrantReport);
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
      {report && <GrantReportTables report={report} />}
      {!report && !status && <Alert tone="info">Choose the days and show the report.</Alert>}
    </div>
  );
};
