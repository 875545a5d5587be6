"use client";

// The table's details on table/update/{tableno}: name (the secretariat only), city, charter date,
// meeting place and the bank account grants are paid into. Field errors from the server are shown
// beside their inputs.
import { useState, type FormEvent } from "react";
import { refusalText } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { getTableDetails, updateTable, type TTableDetails, type TTableDetailsInput } from "./tables-api";
import { istToday } from "@/lib/india-time";

const MIN_DATE = "1950-01-01";
const IFSC_HINT = "11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234).";

const inputOf = (table: TTableDetails): TTableDetailsInput => ({
  tableNo: table.tableNo,
  name: table.tableName,
  city: table.city ?? "",
  charterDate: table.charterDate ?? "",
  meetingPlace: table.meetingPlace ?? "",
  bankAccountName: table.bank?.accountName ?? "",
  bankAccountNo: table.bank?.accountNo ?? "",
  bankIfsc: table.bank?.ifsc ?? "",
  bankName: table.bank?.bankName ?? "",
  bankBranch: table.bank?.branch ?? "",
  revision: table.revision,
});

type TProps = { table: TTableDetails; canRename: boolean; onSaved: (table: TTableDetails) => void };

export const TableDetailsForm = ({ table, canRename, onSaved }: TProps) => {
  const [values, setValues] = useState(() => inputOf(table));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [saving, setSaving] = useState(false);
  // Saved by someone else since this form was filled (409): their version can be loaded into it.
  const [outdated, setOutdated] = useState(false);
  const [today] = useState(() => istToday());

  const field = (name: keyof TTableDetailsInput) => ({
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    setSaving(true);
    setStatus(null);
    const result = await updateTable({ ...values, bankIfsc: values.bankIfsc.trim().toUpperCase() });
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setValues(inputOf(result.value.table));
      setStatus({ tone: "success", text: "Table details saved." });
      onSaved(result.value.table);
      return;
    }
    setErrors(result.fields);
    setOutdated(result.status === 409);
    setStatus({ tone: "error", text: refusalText(result, Object.keys(values), "The details could not be saved.") });
  };

  /** Puts the details as saved now into the form (the typed changes are replaced, as the message says). */
  const loadLatest = async () => {
    setSaving(true);
    const fresh = await getTableDetails(table.tableNo);
    setSaving(false);
    if (!fresh.ok) {
      setStatus({ tone: "error", text: fresh.message });
      return;
    }
    setErrors({});
    setOutdated(false);
    setValues(inputOf(fresh.value));
    setStatus({ tone: "info", text: "The latest details are shown. Make your change again and save." });
    onSaved(fresh.value);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="table-details-heading">
      <h2 id="table-details-heading" className="text-xl font-semibold text-slate-900">
        Details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Table name"
          required
          maxLength={120}
          readOnly={!canRename}
          hint={canRename ? undefined : "Only the secretariat renames a table."}
          {...field("name")}
        />
        <TextField label="City" maxLength={80} {...field("city")} />
        <TextField
          label="Charter date"
          type="date"
          min={MIN_DATE}
          max={today}
          hint="Not before 01/01/1950."
          {...field("charterDate")}
        />
        <TextField label="Meeting place" maxLength={300} {...field("meetingPlace")} />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Bank account for grants</legend>
        {table.bank === null ? (
          <p className="text-sm text-slate-600">
            The bank details are shown only to the table&apos;s office bearers and the secretariat.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Account name" maxLength={120} {...field("bankAccountName")} />
            <TextField label="Account number" inputMode="numeric" maxLength={24} {...field("bankAccountNo")} />
            <TextField label="IFSC" maxLength={11} autoCapitalize="characters" hint={IFSC_HINT} {...field("bankIfsc")} />
            <TextField label="Bank" maxLength={120} {...field("bankName")} />
            <TextField label="Branch" maxLength={120} {...field("bankBranch")} />
          </div>
        )}
      </fieldset>
      <FormStatus status={status} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          Save details
        </Button>
        {outdated && (
          <Button type="button" variant="secondary" disabled={saving} onClick={loadLatest}>
            Load the latest details
          </Button>
        )}
      </div>
    </form>
  );
};
