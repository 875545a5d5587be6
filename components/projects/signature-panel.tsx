"use client";

// Signing a complete stage: a code is mailed to the chairman (of the table, or of the area), who
// gives it to the office bearer at the keyboard; the right code signs and submits the stage.
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { TApplicationView } from "./project-types";
import { isStaleRefusal, mailCode, signWithCode, type TReadiness } from "./projects-api";

type TSignatureProps = {
  applicationStageId: number;
  signature: TReadiness["signatureElements"][number];
  onSigned: (application: TApplicationView) => void;
  /**
   * A refusal that is not about the code (the stage changed or was submitted meanwhile, is no longer
   * yours to fill): this panel cannot get past it, so the page takes it away and checks again.
   */
  onStale: (message: string) => void;
};

export const SignaturePanel = ({ applicationStageId, signature, onSigned, onStale }: TSignatureProps) => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = signature.signer === "AREA_CHAIRMAN" ? "the area chairman" : "the chairman";

  const send = async () => {
    setBusy(true);
    const result = await mailCode(signature.signer, applicationStageId, signature.id);
    setBusy(false);
    if (!result.ok) return isStaleRefusal(result.status) ? onStale(result.message) : setNotice(result.message);
    // The earlier code is replaced: its digits and its error ("Too many wrong codes") no longer apply.
    setNotice(null);
    setCode("");
    setError(undefined);
    setSentTo(`${result.value.signerName} (${result.value.sentTo})`);
  };
  const sign = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setError("Enter the 6-digit code.");
    setBusy(true);
    const result = await signWithCode(signature.signer, applicationStageId, signature.id, code.trim());
    setBusy(false);
    if (!result.ok && !result.fields.otp && isStaleRefusal(result.status)) return onStale(result.message);
    if (!result.ok) return setError(result.fields.otp ?? result.message);
    setError(undefined);
    onSigned(result.value);
  };

  return (
    <section aria-labelledby={`sign-${signature.id}`} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id={`sign-${signature.id}`} className="text-base font-semibold text-slate-900">
        {signature.label}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Everything is in place. A 6-digit code goes by e-mail to {who}; it is valid for 10 minutes.
      </p>
      {notice && (
        <Alert tone="error" className="mt-3">
          {notice}
        </Alert>
      )}
      {sentTo ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-800" role="status">
            Code sent to {sentTo}.
          </p>
          <TextField
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button loading={busy} onClick={() => void sign()}>
              Sign and submit
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void send()}>
              Send a new code
            </Button>
          </div>
        </div>
      ) : (
        <Button className="mt-3" loading={busy} onClick={() => void send()}>
          Send the code to {who}
        </Button>
      )}
    </section>
  );
};
