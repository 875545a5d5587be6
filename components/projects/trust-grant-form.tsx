"use client";

// The grant approval's form for the trust office: the sanctioned amount, the donor, the conditions
// and the instalments (added and removed as rows), with a live line saying whether the instalments
// add up to the sanction. Saving drafts it, or replaces the draft.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { refusalText } from "@/components/shared/request-json";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { TextArea } from "@/components/ui/textarea";
import { EARLIEST_DATE } from "@/lib/projects/element-kinds";
import { formatPaise, parseRupees } from "@/lib/projects/element-values";
import { rupeesText } from "./answer-text";
import { saveGrantDraft, type TGrantApprovalView, type TGrantForm } from "./trust-api";

const MAX_INSTALMENTS = 12;
const ROW_FIELDS = ["label", "amount", "dueOn"] as const;

const formOf = (grant: TGrantApprovalView | null): TGrantForm =>
  grant
    ? {
        sanctionedAmount: rupeesText(grant.sanctioned.paise),
        donorName: grant.donorName,
        conditions: grant.conditions,
        instalments: grant.instalments.map((row) => ({
          label: row.label,
          amount: rupeesText(row.amount.paise),
          dueOn: row.dueOn ?? "",
        })),
      }
    : {
        sanctionedAmount: "",
        donorName: "",
        conditions: "",
        instalments: [{ label: "First instalment", amount: "", dueOn: "" }],
      };

const paiseOf = (text: string) => {
  const parsed = parseRupees(text);
  return parsed.ok ? parsed.paise : null;
};

/** "Instalments add up to ₹10,00,000" or "… differ by ₹1,00,000 from the sanction". */
const sumLine = (form: TGrantForm): { tone: "ok" | "off"; text: string } | null => {
  const sanction = paiseOf(form.sanctionedAmount);
  const amounts = form.instalments.map((row) => paiseOf(row.amount));
  if (sanction === null || amounts.some((amount) => amount === null)) return null;
  // Each amount is safe paise, but together they may pass Number.MAX_SAFE_INTEGER, where formatPaise
  // throws: summed as a BigInt, such a total is named as the server names it, unformatted.
  const sum = amounts.reduce<bigint>((total, amount) => total + BigInt(amount ?? 0), 0n);
  if (sum > BigInt(Number.MAX_SAFE_INTEGER))
    return { tone: "off", text: `The instalments add up to far more than the sanction of ${formatPaise(sanction)}.` };
  const total = Number(sum);
  return total === sanction
    ? { tone: "ok", text: `Instalments add up to ${formatPaise(total)}, the sanction.` }
    : {
        tone: "off",
        text: `Instalments add up to ${formatPaise(total)}: they differ by ${formatPaise(Math.abs(total - sanction))} from the sanction.`,
      };
};

export const GrantApprovalForm = ({
  applicationId,
  grant,
  onSaved,
}: {
  applicationId: number;
  grant: TGrantApprovalView | null;
  onSaved: () => void;
}) => {
  const [form, setForm] = useState<TGrantForm>(() => formOf(grant));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const line = sumLine(form);

  const setRow = (index: number, patch: Partial<TGrantForm["instalments"][number]>) =>
    setForm((current) => ({
      ...current,
      instalments: current.instalments.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    setBusy(true);
    setStatus(null);
    const result = await saveGrantDraft(applicationId, form);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      const shown = [
        "sanctionedAmount",
        "donorName",
        "conditions",
        "instalments",
        ...form.instalments.flatMap((_, index) => ROW_FIELDS.map((field) => `instalments.${index}.${field}`)),
      ];
      setStatus({ tone: "error", text: refusalText(result, shown, result.message) });
      return;
    }
    setErrors({});
    // The panel says it is saved: the saved draft comes back with a new key, which refills this form.
    onSaved();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3 rounded border border-slate-200 p-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Sanctioned amount (₹)"
          inputMode="decimal"
          required
          value={form.sanctionedAmount}
          error={errors.sanctionedAmount}
          onChange={(event) => setForm({ ...form, sanctionedAmount: event.target.value })}
        />
        <TextField
          label="Donor"
          hint="Optional"
          maxLength={200}
          value={form.donorName}
          error={errors.donorName}
          onChange={(event) => setForm({ ...form, donorName: event.target.value })}
        />
      </div>
      <TextArea
        label="Conditions"
        hint="Optional; printed on the sanction letter."
        rows={3}
        maxLength={4000}
        value={form.conditions}
        error={errors.conditions}
        onChange={(event) => setForm({ ...form, conditions: event.target.value })}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Instalments</legend>
        {form.instalments.map((row, index) => (
          <div key={index} className="grid items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <TextField
              label={`Instalment ${index + 1}`}
              maxLength={120}
              required
              value={row.label}
              error={errors[`instalments.${index}.label`]}
              onChange={(event) => setRow(index, { label: event.target.value })}
            />
            <TextField
              label={`Instalment ${index + 1} amount (₹)`}
              inputMode="decimal"
              required
              value={row.amount}
              error={errors[`instalments.${index}.amount`]}
              onChange={(event) => setRow(index, { amount: event.target.value })}
            />
            <TextField
              label={`Instalment ${index + 1} due on`}
              type="date"
              hint="Optional"
              min={EARLIEST_DATE}
              value={row.dueOn}
              error={errors[`instalments.${index}.dueOn`]}
              onChange={(event) => setRow(index, { dueOn: event.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove instalment ${index + 1}`}
              disabled={form.instalments.length === 1}
              onClick={() => {
                setForm({ ...form, instalments: form.instalments.filter((_, at) => at !== index) });
                // The rows after it move up: their marks would name the wrong rows.
                setErrors((current) =>
                  Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith("instalments."))),
                );
              }}
            >
              Remove
            </Button>
          </div>
        ))}
        {errors.instalments && <p className="text-sm text-red-700">{errors.instalments}</p>}
        <Button
          variant="secondary"
          size="sm"
          disabled={form.instalments.length >= MAX_INSTALMENTS}
          onClick={() =>
            setForm({
              ...form,
              instalments: [...form.instalments, { label: `Instalment ${form.instalments.length + 1}`, amount: "", dueOn: "" }],
            })
          }
        >
          Add an instalment
        </Button>
        {line && (
          <p aria-live="polite" className={line.tone === "ok" ? "text-sm text-green-800" : "text-sm font-medium text-amber-800"}>
            {line.text}
          </p>
        )}
      </fieldset>
      <FormStatus status={status} />
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {grant ? "Save the changes" : "Save the draft"}
        </Button>
      </div>
    </form>
  );
};
