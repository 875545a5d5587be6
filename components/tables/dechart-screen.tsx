"use client";

// tabledecharter (Admin): choose an active table, the date and the reason, confirm, and the table
// is de-chartered: its members and applications stay, read-only, and it leaves every active list.
import { useRef, useState, type FormEvent } from "react";
import { refusalText } from "@/components/shared/request-json";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TextArea } from "@/components/ui/textarea";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { dechartTable, listTables } from "./tables-api";
import { istDay, istToday } from "@/lib/india-time";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

export const DechartScreen = () => {
  const { value: tables, error: loadError, retry, change } = useLoad("tables", listTables);
  const [tableNo, setTableNo] = useState("");
  const [today] = useState(() => istToday());
  const [dechartedOn, setDechartedOn] = useState(today);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const chosen = tables?.find((table) => String(table.tableNo) === tableNo);

  const formRef = useRef<HTMLFormElement>(null);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    const missing: Record<string, string> = {};
    if (!tableNo) missing.tableNo = "Choose a table.";
    if (!dechartedOn) missing.dechartedOn = "Give the date.";
    if (reason.trim().length < 5) missing.reason = "Give the reason (at least 5 characters).";
    setErrors(missing);
    if (Object.keys(missing).length === 0) setConfirming(true);
    else focusFirstInvalid(event.currentTarget);
  };

  const confirm = async () => {
    setBusy(true);
    const result = await dechartTable({ tableNo: Number(tableNo), dechartedOn, reason });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      // De-chartered meanwhile (another Admin, another tab: 409) or gone (404): no longer offered,
      // as after a de-charter made here; the reason stays shown.
      if (result.status === 409 || result.status === 404) {
        change((current) => current.filter((table) => String(table.tableNo) !== tableNo));
        setTableNo("");
      }
      setErrors(result.fields);
      setStatus({
        tone: "error",
        text: refusalText(result, ["tableNo", "dechartedOn", "reason"], "The table could not be de-chartered."),
      });
      return;
    }
    setStatus({ tone: "success", text: `Table ${tableNo} was de-chartered on ${istDay(dechartedOn)}.` });
    change((current) => current.filter((table) => String(table.tableNo) !== tableNo));
    setTableNo("");
    setReason("");
    setErrors({});
  };

  if (loadError) return <LoadError title="The tables could not be loaded." message={loadError} onRetry={retry} />;
  if (tables === null) return <Skeleton label="Loading the tables" />;
  return (
    <div className="space-y-6">
      {tables.length === 0 ? (
        <EmptyState title="No active tables" description="Every table has been de-chartered." />
      ) : (
        <form ref={formRef} onSubmit={review} noValidate className="max-w-xl space-y-4" aria-label="De-charter a table">
          <Select
            label="Table"
            required
            placeholder="Choose a table"
            value={tableNo}
            onChange={(event) => setTableNo(event.target.value)}
            error={errors.tableNo}
            options={tables.map((table) => ({
              value: String(table.tableNo),
              label: `Table ${table.tableNo}: ${table.tableName}`,
            }))}
          />
          <TextField
            label="De-chartered on"
            type="date"
            required
            min="1950-01-01"
            max={today}
            value={dechartedOn}
            onChange={(event) => setDechartedOn(event.target.value)}
            error={errors.dechartedOn}
          />
          <TextArea
            label="Reason"
            required
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
          <Button type="submit" variant="danger">
            De-charter table
          </Button>
        </form>
      )}
      {/* Outside the form: the success stays when the last table goes and the form with it. */}
      <FormStatus status={status} form={formRef} />
      <ConfirmDialog
        open={confirming}
        title="De-charter this table?"
        message={
          chosen
            ? `Table ${chosen.tableNo} (${chosen.tableName}) will be de-chartered as of ${istDay(dechartedOn)}. Its members and applications stay, read-only, and it leaves every active list. This cannot be undone here.`
            : ""
        }
        confirmLabel="De-charter"
        confirmVariant="danger"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
};
