"use client";

// /paymentresponse: what became of the payer's payment (getPaymentResponseById). While the bank's
// answer is not in yet the page asks again every few seconds; on success it offers the receipt; on
// failure it says why and lets the payer try again (they confirm the e-mail and phone they gave).
import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "next/navigation";
import { PayOnlineButton } from "@/components/payments/pay-online-button";
import { NETWORK_ERROR_MESSAGE, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { istDateTime } from "@/lib/india-time";
import { formatAmountText, ORDER_ID_PATTERN } from "@/lib/payments/payment-labels";
import type { TPublicPayment } from "@/lib/payments/payment-views";

const POLL_MS = 2000;
const POLL_LIMIT = 30;

type TState = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; payment: TPublicPayment };

const Details = ({ payment }: { payment: TPublicPayment }) => (
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
        <dd>{istDateTime(payment.completedAt)}</dd>
      </>
    )}
    <dt className="font-medium text-slate-600">Order</dt>
    <dd className="font-mono text-xs">{payment.orderId}</dd>
  </dl>
);

/** Try again: the payer confirms the e-mail and phone of the pledge, then goes to the checkout. */
const TryAgain = ({ payment }: { payment: TPublicPayment }) => {
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [ready, setReady] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReady(email.trim() !== "" && phone.trim() !== "");
  };
  if (ready)
    return (
      <PayOnlineButton
        payable={{ referenceNo: payment.referenceNo, amount: payment.amount, currency: payment.currency, email, mobileno: phone }}
      />
    );
  return (
    <form
      onSubmit={submit}
      className="max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-5"
      aria-labelledby="again-title"
    >
      <h2 id="again-title" className="text-lg font-semibold text-slate-900">
        Try the payment again
      </h2>
      <p className="text-sm text-slate-600">Confirm the e-mail address and phone number you gave with {payment.referenceNo}.</p>
      <TextField label="E-mail" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField label="Phone number" type="tel" required value={phone} onChange={(event) => setPhone(event.target.value)} />
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        Continue
      </button>
    </form>
  );
};

const fetchPayment = async (orderId: string): Promise<TState> => {
  const reply = await requestJson(`/api/paymentgateway/getPaymentResponseById/${encodeURIComponent(orderId)}`);
  if (reply.ok) return { kind: "ready", payment: (reply.data as { payment: TPublicPayment }).payment };
  return {
    kind: "error",
    message:
      reply.status === 0
        ? NETWORK_ERROR_MESSAGE
        : reply.status === 404
          ? "We have no payment with this reference. Please check the link, or write to the secretariat."
          : (readApiError(reply.data).message ?? "The payment could not be read."),
  };
};

export const PaymentResult = () => {
  const search = useSearchParams();
  const orderId = search.get("order") ?? "";
  const refused = search.get("notice") === "refused";
  const [state, setState] = useState<TState>({ kind: "loading" });
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    if (!ORDER_ID_PATTERN.test(orderId)) return;
    let active = true;
    void fetchPayment(orderId).then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, [orderId]);

  // The bank's answer may follow the payer: ask again while it is pending.
  const pending = state.kind === "ready" && state.payment.status === "initiated";
  useEffect(() => {
    if (!pending || polls >= POLL_LIMIT) return;
    let active = true;
    const timer = setTimeout(() => {
      void fetchPayment(orderId).then((next) => {
        if (!active) return;
        setPolls((count) => count + 1);
        setState(next);
      });
    }, POLL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [pending, polls, orderId]);

  if (!ORDER_ID_PATTERN.test(orderId))
    return (
      <div role="alert" className="max-w-2xl">
        <Alert tone="error" title={refused ? "We could not confirm this payment" : "No payment to show"}>
          {refused
            ? "The answer from the payment gateway could not be verified, so nothing was recorded. If money left your account, write to the secretariat with your bank's reference."
            : "Open this page from the link the payment gateway sends you back with."}
        </Alert>
      </div>
    );

  return (
    <div className="max-w-2xl space-y-6" aria-live="polite" aria-busy={state.kind === "loading" || pending}>
      {state.kind === "loading" && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Reading your payment…
        </p>
      )}
      {state.kind === "error" && (
        <div role="alert">
          <Alert tone="error" title="Your payment could not be shown">
            {state.message}
          </Alert>
        </div>
      )}
      {state.kind === "ready" && (
        <>
          {state.payment.test && (
            <Alert tone="warning" title="Test payment">
              This was paid through the portal&apos;s sandbox gateway: no money moved.
            </Alert>
          )}
          {refused && state.payment.status === "initiated" && (
            <Alert tone="error" title="The gateway's answer could not be verified">
              Nothing was recorded from it. If the bank confirms your payment, this page shows it.
            </Alert>
          )}
          {state.payment.status === "success" && (
            <Alert tone="success" title="Thank you: your payment is received">
              {state.payment.receiptNo
                ? `Your receipt ${state.payment.receiptNo} is on its way to your e-mail; you can also download it here.`
                : (state.payment.reason ?? "The secretariat will write to you.")}
            </Alert>
          )}
          {state.payment.status === "initiated" && (
            <Alert tone="info" title="Waiting for the bank's confirmation">
              {polls >= POLL_LIMIT
                ? "The bank has not confirmed the payment yet. Reload this page in a few minutes; you will also get an e-mail."
                : "This usually takes a few seconds."}
            </Alert>
          )}
          {(state.payment.status === "failure" || state.payment.status === "aborted") && (
            <Alert
              tone="error"
              title={state.payment.status === "aborted" ? "The payment was cancelled" : "The payment did not go through"}
            >
              {state.payment.reason ?? "No money was taken."} Your{" "}
              {state.payment.purpose === "lmf_fee" ? "application" : "donation"} is still recorded and waits for payment.
            </Alert>
          )}
          {state.payment.status === "refunded" && (
            <Alert tone="info" title="This payment was refunded">
              {state.payment.reason}
            </Alert>
          )}
          <Details payment={state.payment} />
          {state.payment.receiptUrl && (
            <a href={state.payment.receiptUrl} download className={buttonClasses({ size: "lg" })}>
              Download receipt (PDF)
            </a>
          )}
          {(state.payment.status === "failure" || state.payment.status === "aborted") && <TryAgain payment={state.payment} />}
        </>
      )}
    </div>
  );
};
