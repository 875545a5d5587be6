"use client";

// "Pay now": starts the payment of a stored donation or LMF fee (getpaymentEncryptedUrl) and sends
// the payer to the gateway's checkout. The pledge's e-mail and phone go with it, as the call asks.
import { useState } from "react";
import { readReply, type TResult } from "@/components/shared/post-form";
import { requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatAmountText } from "@/lib/payments/payment-labels";

export type TPayable = { referenceNo: string; amount: string; currency: string; email: string; mobileno: string };

/** Starts the payment: the checkout's address, or the refusal (with `id` / `email` / `mobileno` / `amount` field errors). */
export const startOnlinePayment = async (payable: Omit<TPayable, "currency">): Promise<TResult<string>> => {
  const reply = await requestJson("/api/paymentgateway/getpaymentEncryptedUrl", {
    method: "POST",
    body: { id: payable.referenceNo, amount: payable.amount, email: payable.email, mobileno: payable.mobileno },
  });
  return readReply(reply, ({ url }) => (typeof url === "string" && url !== "" ? url : null), "The payment could not be started.");
};

export const PayOnlineButton = ({ payable }: { payable: TPayable }) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setBusy(true);
    setError(null);
    const result = await startOnlinePayment(payable);
    if (result.ok) {
      window.location.assign(result.value);
      return;
    }
    setBusy(false);
    setError(result.message);
  };

  return (
    <div className="space-y-3">
      <Button size="lg" onClick={pay} loading={busy}>
        Pay {formatAmountText(payable.amount, payable.currency)} now
      </Button>
      <p className="text-sm text-slate-600">
        You will go to the secure payment page of our payment gateway (card, net banking or UPI) and come back here for your
        receipt.
      </p>
      {error && (
        <div role="alert">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </div>
  );
};
