"use client";

// The payments of a sanctioned grant: the sanction, what is paid and what remains, the instalments
// and the payments made; for the trust office, the form to record a payment (./payment-form.tsx),
// confirmed with the amount in words before anything is paid.
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { TableScroll } from "@/components/ui/table-scroll";
import { fetchPayments, type TPaymentForm, type TPaymentsView } from "./completion-api";
import { KIND_LABELS, PaymentForm } from "./payment-form";
import type { TApplicationView } from "./project-types";

const TRUST_OFFICE = ["RTIF-Secretary", "Admin"];
const KINDS_IN_STATE: Record<string, TPaymentForm["kind"][]> = {
  SANCTIONED: ["INTERIM"],
  IN_PROGRESS: ["INTERIM"],
  COMPLETION_SUBMITTED: ["FINAL", "BALANCE"],
};

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
              Sanction letter {view.letterNo} sent on {istDay(view.letterSentAt)}
              {view.donorName ? `; donor: ${view.donorName}` : ""}.
            </p>
          )}
          {view.instalments.length > 0 && (
            <TableScroll label="Payment schedule">
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
                      <td>{instalment.dueOn ? istDay(instalment.dueOn) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {view.projectPayments.length === 0 ? (
            <EmptyState title="No payments yet" description="Payments appear here once the trust office records them." />
          ) : (
            <TableScroll label="Payments made">
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
                      <td>{istDay(payment.paidOn)}</td>
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
            </TableScroll>
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
