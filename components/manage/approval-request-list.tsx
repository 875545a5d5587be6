"use client";

import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { approveSignup, fetchPendingSignups, type TPendingPage, type TPendingUser } from "./approval-api";
import { refuseSignup } from "./member-admin-api";
import { ReasonDialog, reasonPrompt } from "./reason-dialog";
import { approvedText, displayName, PendingSignupRow, refusedText, refuseQuestion } from "./pending-signup-row";

type TMore = { loading: boolean; error: string | null };

/** The list with the next page after it. */
const withPage =
  (page: TPendingPage) =>
  (current: TPendingPage): TPendingPage => ({
    // A page may repeat members that moved up after a decision: each shows once.
    users: [...current.users, ...page.users.filter((user) => !current.users.some((seen) => seen.memberId === user.memberId))],
    more: page.more,
  });

/** Pending sign-ups, 25 at a time, each approved after a confirmation. */
export const ApprovalRequestList = () => {
  // The first page; "Load more" appends the next ones to it.
  const list = useLoad("pending-signups", (signal) => fetchPendingSignups(0, signal));
  const [more, setMore] = useState<TMore>({ loading: false, error: null });
  // Kept after the dialog closes, so that its text does not change while it fades out.
  const [target, setTarget] = useState<TPendingUser | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [approving, setApproving] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [refusing, setRefusing] = useState<TPendingUser | null>(null);

  const loadMore = async () => {
    if (!list.value) return;
    setMore((current) => ({ ...current, loading: true }));
    // After the rows still shown: those decided here have left the server's list too.
    const result = await fetchPendingSignups(list.value.users.length);
    if (result.ok) list.change(withPage(result.value));
    setMore({ loading: false, error: result.ok ? null : result.message });
  };

  const without = (gone: TPendingUser) =>
    list.change((current) => ({ ...current, users: current.users.filter((user) => user.memberId !== gone.memberId) }));

  const askToApprove = (user: TPendingUser) => {
    setTarget(user);
    setConfirmOpen(true);
  };

  // 409: another Admin decided this sign-up since the list was loaded. Say so, and list again.
  const decidedElsewhere = (user: TPendingUser, message: string) => {
    without(user);
    void list.refresh();
    setStatus({ tone: "error", text: message });
  };

  const approve = async () => {
    if (!target) return;
    setApproving(true);
    const result = await approveSignup(target.userName);
    setApproving(false);
    setConfirmOpen(false);
    if (!result.ok) {
      if (result.status === 409) decidedElsewhere(target, result.message);
      else setStatus({ tone: "error", text: result.message });
      return;
    }
    without(target);
    setStatus({
      tone: "success",
      text: approvedText(target),
    });
  };

  const refuse = async (reason: string) => {
    if (!refusing) return null;
    const result = await refuseSignup(refusing.userName, reason);
    if (!result.ok) {
      // Other failures stay in the dialog, with the reason typed.
      if (result.status !== 409) return result.message;
      decidedElsewhere(refusing, result.message);
      setRefusing(null);
      return null;
    }
    without(refusing);
    setStatus({ tone: "success", text: refusedText(refusing) });
    setRefusing(null);
    return null;
  };

  if (list.loading) return <Spinner size="lg" label="Loading sign-ups…" className="text-brand-700" />;
  if (!list.value) return <LoadError title="The sign-ups could not be loaded." message={list.error} onRetry={list.retry} />;
  const { users, more: moreWaiting } = list.value;

  return (
    <div className="space-y-4">
      <FormStatus status={status} />
      {more.error && <Alert tone="error">{more.error}</Alert>}
      {users.length > 0 ? (
        <ul
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          aria-label="Pending sign-ups"
        >
          {users.map((user) => (
            <PendingSignupRow key={user.memberId} user={user} onApprove={askToApprove} onRefuse={setRefusing} />
          ))}
        </ul>
      ) : (
        !moreWaiting && !more.error && <EmptyState icon="user-check" title="No sign-ups are waiting for approval." />
      )}
      {moreWaiting && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} loading={more.loading}>
            Load more
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title="Approve this sign-up?"
        message={
          target &&
          `${displayName(target)} (${target.userName}) ${target.isLocked ? "will be approved but stays locked until unlocked: they cannot log in yet." : "will be able to log in to the portal."}`
        }
        confirmLabel="Approve"
        busy={approving}
        onConfirm={() => void approve()}
        onCancel={() => setConfirmOpen(false)}
      />
      <ReasonDialog
        open={refusing !== null}
        title="Refuse this sign-up?"
        message={refusing && refuseQuestion(refusing)}
        tooShortMessage={reasonPrompt(refusing)}
        confirmLabel="Refuse"
        onConfirm={refuse}
        onClose={() => setRefusing(null)}
      />
    </div>
  );
};
