"use client";

import { useCallback, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format-count";
import { istDateTimeText } from "@/lib/india-time";
import { MailingRecipients } from "./mailing-recipients";
import { progressText, progressWithSkippedText, recipientsText } from "./mail-counts";
import { getStatus, retryFailed, type TMailingStatus } from "./massmail-api";

const POLL_MS = 1500;

const STATUS_LABEL: Record<string, string> = { SENDING: "Sending", DONE: "Finished", FAILED: "Given up" };

/**
 * Why the mailing is not going out just now: copies that wait (after a "try later", or while the
 * mail server cannot be reached or refuses our login: the server's status says which) and when the
 * first is tried again; or why it was given up.
 */
const MailingNotice = ({ mailing }: { mailing: TMailingStatus }) => {
  if (mailing.status === "FAILED")
    return (
      <Alert tone="error" title="Sending was given up.">
        {mailing.lastError}
      </Alert>
    );
  if (mailing.status !== "SENDING" || !mailing.nextTryAt) return null;
  return (
    <Alert tone="warning">
      {mailing.lastError && <p>{mailing.lastError}</p>}
      <p data-testid="mailing-next-try">Next try at {istDateTimeText(mailing.nextTryAt)}</p>
    </Alert>
  );
};

/** One mailing: live progress (polled while it sends), its recipients page by page, retry of failures. */
export const MailingProgress = ({ id, onChanged }: { id: number; onChanged: () => void }) => {
  const [mailing, setMailing] = useState<TMailingStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmRetry, setConfirmRetry] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  // Counts a Retry of a first load that failed: polling starts again.
  const [attempt, setAttempt] = useState(0);

  /** The mailing's status now (null when it could not be read: the reason is kept in `error`). */
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await getStatus(id, signal);
      setError(result.ok ? null : result.message);
      if (result.ok) setMailing(result.value);
      return result.ok ? result.value.status : null;
    },
    [id],
  );

  // Polls every 1.5 s while the mailing sends; stops when it is done. A poll that fails while it
  // sends keeps the progress shown (with the reason) and the polling going.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous: string | null = null;
    const tick = async () => {
      const now = (await load(controller.signal).catch(() => null)) ?? previous;
      if (controller.signal.aborted) return;
      if (previous === "SENDING" && now !== "SENDING") onChanged();
      previous = now;
      if (now === "SENDING") timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [load, onChanged, retrying, attempt]);

  const retry = async () => {
    setRetrying(true);
    const result = await retryFailed(id);
    setRetrying(false);
    setConfirmRetry(false);
    setStatus(result.ok ? { tone: "success", text: result.value.message } : { tone: "error", text: result.message });
    onChanged();
  };

  if (!mailing && error)
    return (
      <LoadError title="The mailing could not be loaded." message={error} onRetry={() => setAttempt((value) => value + 1)} />
    );
  if (!mailing) return <Skeleton label="Loading the mailing" lines={2} />;
  const { counts } = mailing;
  const toSend = counts.total - counts.skipped;
  const finished = counts.sent + counts.failed;
  const percent = toSend === 0 ? 100 : Math.round((finished / toSend) * 100);

  return (
    <section aria-labelledby={`mailing-${id}`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`mailing-${id}`} className="text-lg font-semibold text-slate-900">
          {mailing.subject}
        </h2>
        <Badge tone={mailing.status === "SENDING" ? "warning" : "neutral"}>
          {STATUS_LABEL[mailing.status] ?? mailing.status}
        </Badge>
      </div>
      <div
        role="progressbar"
        aria-label="Sending progress"
        aria-valuemin={0}
        aria-valuemax={toSend}
        aria-valuenow={finished}
        aria-valuetext={progressText(counts)}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-all motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="text-sm text-slate-800" data-testid="mailing-counts">
        {mailing.status === "DONE" ? "Finished: " : mailing.status === "FAILED" ? "Given up: " : ""}
        {progressWithSkippedText(counts)}
      </p>
      <MailingNotice mailing={mailing} />
      {error && (
        <FormStatus
          status={{
            tone: "warning",
            text: `The progress could not be refreshed: ${error}${mailing.status === "SENDING" ? " Trying again." : ""}`,
          }}
        />
      )}
      {counts.failed > 0 && (
        <Button variant="secondary" onClick={() => setConfirmRetry(true)} disabled={counts.left > 0}>
          Retry {formatCount(counts.failed)} failed
        </Button>
      )}
      <FormStatus status={status} />
      <MailingRecipients id={id} subject={mailing.subject} progress={`${counts.sent}:${counts.failed}:${mailing.status}`} />
      <ConfirmDialog
        open={confirmRetry}
        title="Retry the failures?"
        message={`The mail will be sent again to the ${recipientsText(counts.failed)} it failed to reach.`}
        confirmLabel="Retry"
        busy={retrying}
        onConfirm={retry}
        onCancel={() => setConfirmRetry(false)}
      />
    </section>
  );
};
