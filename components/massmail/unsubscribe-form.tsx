"use client";

import { useState } from "react";
import { NETWORK_ERROR_MESSAGE, readApiError, readMessage, requestJson } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";

/** One button: a mail scanner that opens the link records nothing; the member's click does. */
export const UnsubscribeForm = ({ token, email }: { token: string; email: string }) => {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);

  const unsubscribe = async () => {
    setBusy(true);
    const reply = await requestJson("/api/massmail/unsubscribe", { method: "POST", body: { token } });
    setBusy(false);
    if (reply.ok) {
      setDone(true);
      setStatus({ tone: "success", text: readMessage(reply.data) ?? "You are unsubscribed." });
      return;
    }
    setStatus({
      tone: "error",
      text: reply.status === 0 ? NETWORK_ERROR_MESSAGE : (readApiError(reply.data).message ?? "That did not work."),
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Address: <strong className="break-all">{email}</strong>
      </p>
      {!done && (
        <Button onClick={unsubscribe} loading={busy}>
          Unsubscribe
        </Button>
      )}
      <FormStatus status={status} />
    </div>
  );
};
