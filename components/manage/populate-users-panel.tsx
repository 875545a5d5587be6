"use client";

// /populateusers for the Admin (SPEC.md section 7): one unapproved log-in account for every table
// (rt<no>) and circle (lc<no>) that has none, after a confirmation; the reply's message is shown as
// the legacy screen showed it.
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { isRecord, requestJson } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";

const FAILED = "Something went wrong!!!";

export const PopulateUsersPanel = () => {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);

  const run = async () => {
    setBusy(true);
    const reply = await requestJson("/api/auth/populateusers");
    setBusy(false);
    setAsking(false);
    if (reply.ok && isRecord(reply.data) && reply.data.status === 1) {
      const created = Number(reply.data.created ?? 0);
      setStatus({
        tone: "success",
        text: `${String(reply.data.message)} ${created === 1 ? "1 account" : `${formatCount(created)} accounts`} created.`,
      });
    } else setStatus({ tone: "error", text: FAILED });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Creates a log-in account, not yet approved, for every table (user name rt and the table number) and circle (lc and the
        circle number) that has none. Existing accounts are left as they are.
      </p>
      <FormStatus status={status} />
      <Button onClick={() => setAsking(true)} loading={busy}>
        Create the accounts
      </Button>
      <ConfirmDialog
        open={asking}
        title="Create the table and circle accounts?"
        message="Accounts are created for every table and circle without one. They stay unapproved until you approve them."
        confirmLabel="Create"
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
};
