"use client";

// The trust office's form to record a payment of a sanctioned grant, confirmed with the amount in
// words before anything is paid (the payments panel shows it).
import { useState, type FormEvent } from "react";
import { istDay, istToday } from "@/lib/india-time";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Select } from "@/components/ui/select";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { TextArea } from "@/components/ui/textarea";
import { EARLIEST_DATE } from "@/lib/projects/element-kinds";
import { formatPaise, parseRupees } from "@/lib/projects/element-values";
import { rupeesInWords, sendPayment, type TPaymentForm } from "./completion-api";
import type { TApplicationView } from "./project-types";

export const KIND_LABELS = {
  INTERIM: "Interim",
  FINAL: "Final",
  BALANCE: "Balance (the rest of the sanction, up to the amount claimed)",
} as const;

export const PaymentForm = ({
  application,
  kinds,
  balancePaise,
  claimed,
  onPaid,
}: {
  application: TApplicationView;
  kinds: TPaymentForm["kind"][];
  balancePaise: number;
  /** Whether the balance is limited by the completion pack's amount claimed. */
  claimed: boolean;
  onPaid: () => void;
}) => {
  const [form, setForm] = useState({ kind: kinds[0]!, amount: "", paidOn: istToday(), reference: "", paidBy: "", remark: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const isBalance = form.kind === "BALANCE";

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    setStatus(null);
    const found: Record<string, string> = {};
    let paise = balancePaise;
    if (!isBalance) {
      const parsed = parseRupees(form.amount);
      // A final payment of ₹0 completes a project whose payments already cover what is payable.
      const nothingDue = form.kind === "FINAL" && balancePaise <= 0;
      if (!parsed.ok) found.amount = parsed.message;
      else if (nothingDue && parsed.paise > 0)
        found.amount = "must be ₹0: the payments made already cover what is payable, and ₹0 completes the project";
      else if (parsed.paise <= 0 && !nothingDue)
        found.amount =
          form.kind === "FINAL"
            ? `must be more than zero: ${formatPaise(balancePaise)} remains to be paid`
            : "must be more than zero";
      else if (form.kind === "INTERIM" && parsed.paise >= balancePaise)
        found.amount = `must be less than the balance of ${formatPaise(balancePaise)}: keep the last instalment for the final payment`;
      else if (form.kind === "FINAL" && parsed.paise > balancePaise)
        found.amount = `must be at most the balance payable, ${formatPaise(balancePaise)}`;
      else paise = parsed.paise;
    }
    if (!form.reference.trim()) found.reference = "is required";
    if (!form.paidBy.trim()) found.paidBy = "is required";
    if (!form.paidOn) found.paidOn = "is required";
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(paise);
  };

  const pay = async () => {
    setBusy(true);
    const result = await sendPayment({
      kind: form.kind,
      applicationId: application.id,
      ...(isBalance ? {} : { amount: form.amount }),
      paidOn: form.paidOn,
      reference: form.reference.trim(),
      paidBy: form.paidBy.trim(),
      ...(form.remark.trim() ? { remark: form.remark.trim() } : {}),
    });
    setBusy(false);
    setConfirming(null);
    if (!result.ok) {
      setErrors(result.fields);
      setStatus({ tone: "error", text: result.message });
      return;
    }
    setStatus(
      result.value.duplicate
        ? { tone: "info", text: "This bank reference was recorded already: nothing was paid again." }
        : { tone: "success", text: `${result.value.projectPayment.amount.text} recorded.` },
    );
    setForm((current) => ({ ...current, amount: "", reference: "", remark: "" }));
    onPaid();
  };

  return (
    <form onSubmit={review} noValidate className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h4 className="font-medium text-slate-900">Record a payment</h4>
      <Select
        label="Kind of payment"
        value={form.kind}
        onChange={set("kind")}
        options={kinds.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
      />
      {isBalance ? (
        <p className="text-sm text-slate-700">
          {balancePaise > 0
            ? `The portal pays the balance when the payment is recorded: ${formatPaise(balancePaise)}, what remains of the sanction${claimed ? " up to the amount claimed" : ""}.`
            : "Nothing remains to be paid: the payments made already cover what is payable. Recording the balance of ₹0 completes the project."}
        </p>
      ) : (
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          required
          value={form.amount}
          onChange={set("amount")}
          error={errors.amount}
          hint={
            form.kind === "INTERIM"
              ? `Less than the balance of ${formatPaise(balancePaise)}: the last instalment is paid as the final payment, which completes the project.`
              : balancePaise > 0
                ? `At most ${formatPaise(balancePaise)}: what remains of the sanction${claimed ? " up to the amount claimed" : ""}. Less is fine: the rest stays with the trust.`
                : "Nothing remains to be paid: the payments made already cover what is payable. Enter 0 to complete the project."
          }
        />
      )}
      <TextField
        label="Paid on"
        type="date"
        required
        min={EARLIEST_DATE}
        max={istToday()}
        value={form.paidOn}
        onChange={set("paidOn")}
        error={errors.paidOn}
      />
      <TextField
        label="Bank reference (UTR)"
        required
        maxLength={60}
        value={form.reference}
        onChange={set("reference")}
        error={errors.reference}
        hint="The same reference is never paid twice."
      />
      <TextField label="Paid by" required maxLength={120} value={form.paidBy} onChange={set("paidBy")} error={errors.paidBy} />
      <TextArea label="Remark" rows={2} maxLength={2000} value={form.remark} onChange={set("remark")} error={errors.remark} />
      <FormStatus status={status} />
      <div className="flex justify-end">
        <Button type="submit">Record payment</Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Record this payment?"
        message={
          confirming !== null && (
            <>
              {KIND_LABELS[form.kind].split(" ")[0]} payment of <strong>{rupeesInWords(confirming)}</strong> to{" "}
              {application.applicationNo}, reference {form.reference.trim()}, paid on {istDay(form.paidOn)}.
              {form.kind !== "INTERIM" && " This completes the project and puts it in the public gallery."}
            </>
          )
        }
        confirmLabel="Record payment"
        busy={busy}
        onConfirm={() => void pay()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
};
