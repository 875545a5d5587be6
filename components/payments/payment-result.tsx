"use client";

// /paymentresponse: what became of the payer's payment (getPaymentResponseById). While the bank's
// answer is not in yet the page keeps asking, less often as time goes on (use-pending-checks.ts);
// on success it offers the receipt; on failure it says why and lets the payer try again (they
// confirm the e-mail and phone they gave, and correct them if the server does not know them).
import { useState, type FormEvent } from "react";
import { useSearchParams } from "next/navigation";
import { startOnlinePayment } from "@/components/payments/pay-online-button";
import { PaymentWaiting } from "@/components/payments/payment-waiting";
import { usePendingChecks } from "@/components/payments/use-pending-checks";
import { PageLink } from "@/components/public/page-link";
import { readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, refusalText, requestJson, type TFieldErrors } from "@/components/shared/request-json";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { LoadError } from "@/components/ui/load-error";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { istDateTimeText } from "@/lib/india-time";
import { PAY_LATER_PATH } from "@/lib/payments/pay-later-input";
import { formatAmountText, ORDER_ID_PATTERN } from "@/lib/payments/payment-labels";
import { asSentence } from "@/lib/validation/sentence";
import type { TPublicPayment } from "@/lib/payments/payment-views";

const SECRETARIAT = "If money left your account, write to the secretariat with your bank's reference.";

/**
 * Why the browser return could not use the gateway's answer (?notice=): refused (it could not be
 * verified), limited (not read: too many refused answers from the payer's network this hour), or
 * unconfirmed (not recorded yet: the gateway's records could not be asked, or the server failed).
 * `alone` is said without an order to show, `pending` above an order still waiting for the bank.
 */
const NOTICES = {
  refused: {
    alone: {
      title: "We could not confirm this payment",
      text: `The answer from the payment gateway could not be verified, so nothing was recorded. ${SECRETARIAT}`,
    },
    pending: {
      title: "The gateway's answer could not be verified",
      text: "Nothing was recorded from it. If the bank confirms your payment, this page shows it.",
    },
  },
  unconfirmed: {
    alone: {
      title: "Your payment is not confirmed yet",
      text: `We could not record the answer from the payment gateway just now. ${SECRETARIAT}`,
    },
    pending: {
      title: "Your payment is not confirmed yet",
      text: "We could not record the answer from the payment gateway just now. If the bank confirms your payment, this page shows it.",
    },
  },
  limited: {
    alone: {
      title: "Too many refused answers from your network",
      text: `The answer from the payment gateway was not read: too many answers that could not be verified came from your network this hour. Please try again later. ${SECRETARIAT}`,
    },
    pending: {
      title: "Too many refused answers from your network",
      text: "The answer from the payment gateway was not read: too many answers that could not be verified came from your network this hour. Please try again later; if the bank confirms your payment, this page shows it.",
    },
  },
} as const;

const noticeOf = (value: string | null) =>
  value === "refused" || value === "limited" || value === "unconfirmed" ? NOTICES[value] : null;

/** What the payer paid, and when: a time on India's clock, marked IST (payers may be anywhere). */
export const PaymentDetails = ({ payment }: { payment: TPublicPayment }) => (
  <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm">
    <dt className="font-medium text-slate-600">Amount</dt>
    <dd className="font-semibold text-slate-900">{formatAmountText(payment.amount, payment.currency)}</dd>
    <dt className="font-medium text-slate-600">{payment.purpose === "lmf_fee" ? "LMF application" : "Donation"}</dt>
    <dd className="font-mono">{payment.referenceNo}</dd>
    {payment.receiptNo && (
      <>
        <dt className="font-medium text-slate-600">Receipt number</dt>
        <dd className="font-mono">{payment.receiptNo}</dd>
      </>
    )}
    {payment.completedAt && (
      <>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd>{istDateTimeText(payment.completedAt)}</dd>
      </>
    )}
    <dt className="font-medium text-slate-600">Order</dt>
    <dd className="font-mono text-xs">{payment.orderId}</dd>
  </dl>
);

/**
 * Try again: the payer confirms the e-mail and phone of the pledge, then goes to the checkout. The
 * fields stay editable: a refusal (a mistyped e-mail) is shown under its field, to be corrected.
 */
const TryAgain = ({ payment }: { payment: TPublicPayment }) => {
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: TFieldErrors } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const result = await startOnlinePayment({
      referenceNo: payment.referenceNo,
      amount: payment.amount,
      email,
      mobileno: phone,
    });
    if (result.ok) {
      window.location.assign(result.value);
      return;
    }
    setBusy(false);
    setRefusal({ message: refusalText(result, ["email", "mobileno"], result.message), fields: result.fields });
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-5"
      aria-labelledby="again-title"
    >
      <h2 id="again-title" className="text-lg font-semibold text-slate-900">
        Try the payment again
      </h2>
      <p className="text-sm text-slate-600">Confirm the e-mail address and phone number you gave with {payment.referenceNo}.</p>
      <TextField
        label="E-mail"
        type="email"
        required
        value={email}
        error={refusal?.fields.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Phone number"
        type="tel"
        required
        value={phone}
        error={refusal?.fields.mobileno}
        onChange={(event) => setPhone(event.target.value)}
      />
      {refusal && (
        <div role="alert">
          <Alert tone="error">{refusal.message}</Alert>
        </div>
      )}
      <Button type="submit" size="lg" loading={busy}>
        Pay {formatAmountText(payment.amount, payment.currency)} now
      </Button>
      <p className="text-sm text-slate-600">
        You will go to the secure payment page of our payment gateway and come back here for your receipt. You can also pay later,
        from any device, on{" "}
        <PageLink href={PAY_LATER_PATH} className="font-medium text-brand-700 underline hover:text-brand-900">
          Pay a Donation or LMF Fee
        </PageLink>{" "}
        with the reference {payment.referenceNo}.
      </p>
    </form>
  );
};

const fetchPayment = async (orderId: string, signal?: AbortSignal): Promise<TResult<TPublicPayment>> => {
  const reply = await requestJson(`/api/paymentgateway/getPaymentResponseById/${encodeURIComponent(orderId)}`, { signal });
  if (reply.status === 404) {
    const message = "We have no payment with this reference. Please check the link, or write to the secretariat.";
    return { ok: false, status: 404, message, fields: {} };
  }
  return readReply(reply, ({ payment }) => (isRecord(payment) ? payment : null), "The payment could not be read.");
};

export const PaymentResult = () => {
  const search = useSearchParams();
  const orderId = search.get("order") ?? "";
  const notice = noticeOf(search.get("notice"));
  const valid = ORDER_ID_PATTERN.test(orderId);
  const {
    loading,
    value: payment,
    error,
    retry,
    refresh,
  } = useLoad(`payment-${orderId}`, valid ? (signal) => fetchPayment(orderId, signal) : null);
  // The bank's answer may follow the payer by seconds or, through the sweep, by half an hour or
  // more: ask again while it is pending. A check that fails keeps the payment shown and says why.
  const pending = payment?.status === "initiated";
  const checks = usePendingChecks(pending, refresh);

  if (!valid)
    return (
      <div role="alert" className="max-w-2xl">
        <Alert tone="error" title={notice?.alone.title ?? "No payment to show"}>
          {notice?.alone.text ?? "Open this page from the link the payment gateway sends you back with."} To pay a donation or LMF
          application you recorded, use{" "}
          <PageLink href={PAY_LATER_PATH} className="font-semibold underline">
            Pay a Donation or LMF Fee
          </PageLink>{" "}
          with its reference number.
        </Alert>
      </div>
    );

  return (
    // Not busy while the bank's answer is awaited: that can last minutes, and a busy region's
    // changes (when the page checks next) are not announced.
    <div className="max-w-2xl space-y-6" aria-live="polite" aria-busy={loading}>
      {loading && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Reading your payment…
        </p>
      )}
      {!loading && !payment && <LoadError title="Your payment could not be shown" message={error} onRetry={retry} />}
      {payment && (
        <>
          {payment.test && (
            <Alert tone="warning" title="Test payment">
              This was paid through the portal&apos;s sandbox gateway: no money moved.
            </Alert>
          )}
          {notice && payment.status === "initiated" && (
            <Alert tone="error" title={notice.pending.title}>
              {notice.pending.text}
            </Alert>
          )}
          {payment.status === "success" && (
            <Alert tone="success" title="Thank you: your payment is received">
              {payment.receiptNo
                ? `Your receipt ${payment.receiptNo} is on its way to your e-mail; you can also download it here.`
                : (payment.reason ?? "The secretariat will write to you.")}
            </Alert>
          )}
          {payment.status === "initiated" && <PaymentWaiting checks={checks} />}
          {(payment.status === "failure" || payment.status === "aborted") && (
            <Alert
              tone="error"
              title={payment.status === "aborted" ? "The payment was cancelled" : "The payment did not go through"}
            >
              {asSentence(payment.reason || "No money was taken.")} Your{" "}
              {payment.purpose === "lmf_fee" ? "application" : "donation"} is still recorded and waits for payment.
            </Alert>
          )}
          {payment.status === "refunded" && (
            <Alert tone="info" title="This payment was refunded">
              {payment.reason}
            </Alert>
          )}
          <PaymentDetails payment={payment} />
          {payment.receiptUrl && (
            <a href={payment.receiptUrl} download className={buttonClasses({ size: "lg" })}>
              Download receipt (PDF)
            </a>
          )}
          {(payment.status === "failure" || payment.status === "aborted") && <TryAgain payment={payment} />}
        </>
      )}
    </div>
  );
};
