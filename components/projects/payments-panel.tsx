"use client";

// The payments of a sanctioned grant: the sanction, what is paid and what remains, the instalments
// and the payments made; for the trust office, a form to record a payment, confirmed with the
// amount in words before anything is paid.
import { useState, type FormEvent } from "react";
import { formatDay } from "@/components/shared/dates";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { TextArea } from "@/components/ui/textarea";
import { formatPaise, parseRupees } from "@/lib/projects/element-values";
import { fetchPayments, rupeesInWords, sendPayment, type TPaymentForm, type TPaymentsView } from "./completion-api";
import type { TApplicationView } from "./project-types";

const TRUST_OFFICE = ["RTIF-Secretary", "Admin"];
const KIND_LABELS = {
  INTERIM: "Interim",
  FINAL: "Final",
  BALANCE: "Balance (the rest of the sanction, up to the amount claimed)",
} as const;
const KINDS_IN_STATE: Record<string, TPaymentForm["kind"][]> = {
  SANCTIONED: ["INTERIM"],
  IN_PROGRESS: ["INTERIM"],
  COMPLETION_SUBMITTED: ["FINAL", "BALANCE"],
};

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

type TProps = { application: TApplicationView; roles: readonly string[]; onChanged: () => void };

export const PaymentsPanel = ({ application, roles, onChanged }: TProps) => {
  // After a payment the panel loads again, keeping the figures shown until the new ones are in.
  const {
    value: view,
    error: loadError,
    retry: reload,
  } = useLoad<TPaymentsView>(`payments-${application.id}`, (signal) => fetchPayments(application.id, signal), {
    keepStale: true,
  });

  const kinds = KINDS_IN_STATE[application.state] ?? [];
  const canPay = roles.some((role) => TRUST_OFFICE.includes(role)) && kinds.length > 0 && view?.sanctioned === true;

  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <h3 id="payments-heading" className="text-base font-semibold text-slate-900">
        Payments
      </h3>
      {loadError && <Alert tone="error">{loadError}</Alert>}
      {view && (
        <>
          <dl className={`grid gap-3 text-sm ${view.claimed ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3"}`}>
            {[
              ["Sanctioned", view.sanction?.text ?? "Not yet"],
              ...(view.claimed ? [["Amount claimed", view.claimed.text]] : []),
              ["Paid", view.paid.text],
              [view.claimed ? "Balance payable" : "Balance", view.balance?.text ?? "—"],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-600">{term}</dt>
                <dd className="text-lg font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {view.letterSentAt && (
            <p className="text-sm text-slate-600">
              Sanction letter {view.letterNo} sent on {formatDay(view.letterSentAt)}
              {view.donorName ? `; donor: ${view.donorName}` : ""}.
            </p>
          )}
          {view.instalments.length > 0 && (
            <table className="w-full text-sm">
              <caption className="mb-1 text-left font-medium text-slate-800">Payment schedule</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col">Instalment</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Due</th>
                </tr>
              </thead>
              <tbody>
                {view.instalments.map((instalment) => (
                  <tr key={instalment.position} className="border-t border-slate-100">
                    <td>{instalment.label}</td>
                    <td>{instalment.amount.text}</td>
                    <td>{instalment.dueOn ? formatDay(instalment.dueOn) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {view.projectPayments.length === 0 ? (
            <EmptyState title="No payments yet" description="Payments appear here once the trust office records them." />
          ) : (
            <table className="w-full text-sm">
              <caption className="mb-1 text-left font-medium text-slate-800">Payments made</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col">Paid on</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Bank reference</th>
                  <th scope="col">Paid by</th>
                </tr>
              </thead>
              <tbody>
                {view.projectPayments.map((payment) => (
                  <tr key={payment.id} className="border-t border-slate-100 align-top">
                    <td>{formatDay(payment.paidOn)}</td>
                    <td>{KIND_LABELS[payment.kind].split(" ")[0]}</td>
                    <td>{payment.amount.text}</td>
                    <td className="break-all">{payment.reference}</td>
                    <td>
                      {payment.paidBy}
                      {payment.remark && <span className="block text-slate-600">{payment.remark}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {canPay && (
            <PaymentForm
              application={application}
              kinds={kinds}
              balancePaise={view.balance?.paise ?? 0}
              claimed={view.claimed !== null}
              onPaid={() => {
                reload();
                onChanged();
              }}
            />
          )}
        </>
      )}
    </section>
  );
};

const PaymentForm = ({
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
  const [form, setForm] = useState({ kind: kinds[0]!, amount: "", paidOn: today(), reference: "", paidBy: "", remark: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const isBalance = form.kind === "BALANCE";

  const review = (event: FormEvent) => {
    event.preventDefault();
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
        max={today()}
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
              {application.applicationNo}, reference {form.reference.trim()}, paid on {formatDay(form.paidOn)}.
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
