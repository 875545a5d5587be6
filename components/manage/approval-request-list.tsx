"use client";

import { useEffect, useState } from "react";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { approveSignup, fetchPendingSignups, type TCursor, type TPendingPageResult, type TPendingUser } from "./approval-api";
import { refuseSignup } from "./member-admin-api";
import { ReasonDialog } from "./reason-dialog";
import { displayName, PendingSignupRow } from "./pending-signup-row";

type TListState = { phase: "loading" | "ready" | "more"; users: TPendingUser[]; nextCursor: TCursor; error: string | null };

/** The list after a page arrives: the first page replaces, later ones append. */
const withPage =
  (cursor: TCursor, result: TPendingPageResult) =>
  (current: TListState): TListState =>
    result.ok
      ? {
          phase: "ready",
          // A page may repeat members that moved up after a decision: each shows once.
          users: [
            ...(cursor === null ? [] : current.users),
            ...result.value.users.filter(
              (user) => cursor === null || !current.users.some((seen) => seen.memberId === user.memberId),
            ),
          ],
          nextCursor: result.value.nextCursor,
          error: null,
        }
      : { ...current, phase: "ready", error: result.message };

/** Pending sign-ups, 25 at a time, each approved after a confirmation. */
export const ApprovalRequestList = () => {
  const [list, setList] = useState<TListState>({ phase: "loading", users: [], nextCursor: null, error: null });
  // Kept after the dialog closes, so that its text does not change while it fades out.
  const [target, setTarget] = useState<TPendingUser | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [approving, setApproving] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [refusing, setRefusing] = useState<TPendingUser | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPendingSignups(null, controller.signal).then(
      (result) => setList(withPage(null, result)),
      () => {}, // aborted on unmount
    );
    return () => controller.abort();
  }, []);

  const loadMore = async () => {
    const cursor = list.nextCursor;
    setList((current) => ({ ...current, phase: "more" }));
    const result = await fetchPendingSignups(cursor);
    setList(withPage(cursor, result));
  };

  const askToApprove = (user: TPendingUser) => {
    setTarget(user);
    setConfirmOpen(true);
  };

  const approve = async () => {
    if (!target) return;
    setApproving(true);
    const result = await approveSignup(target.userName);
    setApproving(false);
    setConfirmOpen(false);
    if (!result.ok) {
      setStatus({ tone: "error", text: result.message });
      return;
    }
    setList((current) => ({ ...current, users: current.users.filter((user) => user.memberId !== target.memberId) }));
    setStatus({
      tone: "success",
      text: `${displayName(target)} has been approved and can now log in; they have been told by mail.`,
    });
  };

  const refuse = async (reason: string) => {
    if (!refusing) return null;
    const result = await refuseSignup(refusing.userName, reason);
    if (!result.ok) return result.message;
    setList((current) => ({ ...current, users: current.users.filter((user) => user.memberId !== refusing.memberId) }));
    setStatus({ tone: "success", text: `${displayName(refusing)}'s sign-up has been refused; they have been told why by mail.` });
    setRefusing(null);
    return null;
  };

  if (list.phase === "loading") return <Spinner size="lg" label="Loading sign-ups…" className="text-brand-700" />;

  return (
    <div className="space-y-4">
      <FormStatus status={status} />
      {list.error && <Alert tone="error">{list.error}</Alert>}
      {list.users.length === 0 && !list.error ? (
        <EmptyState icon="user-check" title="No sign-ups are waiting for approval." />
      ) : (
        <ul
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          aria-label="Pending sign-ups"
        >
          {list.users.map((user) => (
            <PendingSignupRow key={user.memberId} user={user} onApprove={askToApprove} onRefuse={setRefusing} />
          ))}
        </ul>
      )}
      {list.nextCursor !== null && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} loading={list.phase === "more"}>
            Load more
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title="Approve this sign-up?"
        message={target && `${displayName(target)} (${target.userName}) will be able to log in to the portal.`}
        confirmLabel="Approve"
        busy={approving}
        onConfirm={() => void approve()}
        onCancel={() => setConfirmOpen(false)}
      />
      <ReasonDialog
        open={refusing !== null}
        title="Refuse this sign-up?"
        message={
          refusing && `${displayName(refusing)} (${refusing.userName}) will not be able to log in, and will be mailed the reason.`
        }
        confirmLabel="Refuse"
        onConfirm={refuse}
        onClose={() => setRefusing(null)}
      />
    </div>
  );
};
