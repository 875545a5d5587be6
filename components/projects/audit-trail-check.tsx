"use client";

// The Admin's check of the grant audit trail (verifyaudittrail): every entry's hash recomputed and
// linked to the one before it; a changed or removed entry is named.
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { isRecord, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LiveRegion } from "@/components/ui/live-region";

type TVerification = { ok: boolean; entries: number; firstBad: { id: number; reason: string } | null; lastHash: string };

export const AuditTrailCheck = () => {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TVerification | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    const reply = await requestJson("/api/projects/verifyaudittrail");
    setBusy(false);
    if (reply.ok && isRecord(reply.data) && typeof reply.data.ok === "boolean") setResult(reply.data as unknown as TVerification);
    else setError(readApiError(reply.data).message ?? "The audit trail could not be checked.");
  };

  return (
    <div className="space-y-3">
      <Button onClick={() => void check()} loading={busy}>
        Check the audit trail
      </Button>
      <LiveRegion>
        {error && <Alert tone="error">{error}</Alert>}
        {result?.ok && (
          <Alert tone="success" title="The audit trail is whole.">
            All {formatCount(result.entries)} entries match their content and follow one another.
          </Alert>
        )}
        {result && !result.ok && result.firstBad && (
          <Alert tone="error" title={`Entry ${result.firstBad.id} has been tampered with.`}>
            It {result.firstBad.reason}. The {formatCount(result.entries)} entries before it are intact.
          </Alert>
        )}
      </LiveRegion>
    </div>
  );
};
