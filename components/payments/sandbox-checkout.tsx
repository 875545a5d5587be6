"use client";

// The sandbox checkout's buttons. The choice goes to sandboxdecide, which answers where the payer's
// browser posts back and what (as CCAvenue's page does), and the browser then posts that form.
import { useState } from "react";
import { NETWORK_ERROR_MESSAGE, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type TOutcome = "pay" | "fail" | "abandon";

/** Posts `fields` to `action` as a top-level form navigation, as a gateway's page does. */
const postForm = (action: string, fields: Record<string, string>) => {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
};

export const SandboxCheckout = ({
  encRequest,
  accessCode,
  payLabel,
}: {
  encRequest: string;
  accessCode: string;
  payLabel: string;
}) => {
  const [busy, setBusy] = useState<TOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (outcome: TOutcome) => {
    setBusy(outcome);
    setError(null);
    const reply = await requestJson("/api/paymentgateway/sandboxdecide", {
      method: "POST",
      body: { encRequest, access_code: accessCode, outcome },
    });
    const data = reply.data as { action?: unknown; fields?: unknown } | null;
    if (reply.ok && data && typeof data.action === "string" && data.fields && typeof data.fields === "object") {
      postForm(data.action, data.fields as Record<string, string>);
      return;
    }
    setBusy(null);
    setError(reply.status === 0 ? NETWORK_ERROR_MESSAGE : (readApiError(reply.data).message ?? "The sandbox could not answer."));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => choose("pay")} loading={busy === "pay"} disabled={busy !== null}>
          {payLabel}
        </Button>
        <Button size="lg" variant="danger" onClick={() => choose("fail")} loading={busy === "fail"} disabled={busy !== null}>
          Fail the payment
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => choose("abandon")}
          loading={busy === "abandon"}
          disabled={busy !== null}
        >
          Cancel and go back
        </Button>
      </div>
      {error && (
        <div role="alert">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </div>
  );
};
