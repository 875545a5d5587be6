"use client";

// The directory page's "Download PDF" (never printed: the PDF job prints this very page): starts
// generatepdffordirectorybyurl for the part shown, follows directorystatus every second in a live
// region (phase in words, tables done of total), then offers the stored file as a download link
// and says until when it is kept (the prune removes it after that; Download PDF makes a new one).
// A refusal or a failed job shows its reason with a Retry; a status poll that fails (a network
// blip, a 503) keeps the last progress on screen and polling goes on.
import { useCallback, useEffect, useRef, useState } from "react";
import { formatCount } from "@/lib/format-count";
import { istDateTimeText } from "@/lib/india-time";
import { failure, readReply, type TResult } from "@/components/shared/post-form";
import { requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { LiveRegion } from "@/components/ui/live-region";
import type { TDirectoryStatus } from "@/lib/reports/directory-pdf-job";

/** How often the job's progress is asked for (docs/decisions.md). */
export const DIRECTORY_POLL_MS = 1000;

type TAsk = { ano?: number; tableNo?: number };
type TStarted = { jobId: string; total: number; done: number; fileName: string };

const startJob = async (ask: TAsk): Promise<TResult<TStarted>> =>
  readReply<TStarted>(
    await requestJson("/api/reports/generatepdffordirectorybyurl", { method: "POST", body: ask }),
    (data) => (typeof data.jobId === "string" ? data : null),
    "The PDF could not be started. Please try again.",
  );

const readStatus = async (jobId: string, signal: AbortSignal): Promise<TResult<TDirectoryStatus>> => {
  const reply = await requestJson(`/api/reports/directorystatus/${jobId}`, { signal });
  return reply.ok
    ? readReply<TDirectoryStatus>(reply, (data) => (typeof data.status === "string" ? data : null), "No progress was read.")
    : failure<TDirectoryStatus>(reply, "The progress could not be read.");
};

/** A poll that may answer next time: the portal unreachable, busy or restarting. */
const isPassing = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

const isRunning = (job: TDirectoryStatus | null) => job !== null && (job.status === "queued" || job.status === "running");

const tables = (count: number) => `${formatCount(count)} ${count === 1 ? "table" : "tables"}`;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString("en-IN", { maximumFractionDigits: 1 })} MB`
    : `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** The job's state in words, for the live region. */
const progressText = (job: TDirectoryStatus) => {
  const counted = `${formatCount(job.done)} of ${tables(job.total)} done`;
  switch (job.phase) {
    case "queued":
      return `Waiting to start (${tables(job.total)})${job.message ? `. ${job.message}` : ""}`;
    case "rendering":
      return `Printing the directory: ${counted}`;
    case "storing":
      return `Saving the PDF: ${counted}`;
    case "done":
      return `The PDF is ready: ${tables(job.total)}${job.bytes ? `, ${sizeOf(job.bytes)}` : ""}.`;
    default:
      return "The PDF could not be made.";
  }
};

export const DirectoryPdfToolbar = ({ ask }: { ask: TAsk }) => {
  const [job, setJob] = useState<TDirectoryStatus | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pollError, setPollError] = useState<string | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const jobId = job?.jobId ?? null;
  const running = starting || isRunning(job);

  const start = useCallback(async () => {
    setStarting(true);
    setError(null);
    setPollError(null);
    setJob(null);
    const result = await startJob(ask);
    setStarting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const { jobId: id, total, done, fileName } = result.value;
    setJob({ jobId: id, status: "queued", phase: "queued", done, total, fileName });
  }, [ask]);

  // Polls while the job is queued or running; stops when it is done or failed.
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const result = await readStatus(jobId, controller.signal).catch(() => null);
      if (controller.signal.aborted || !result) return;
      if (result.ok) {
        setPollError(null);
        setJob(result.value);
        if (!isRunning(result.value)) return;
      } else if (isPassing(result.status)) {
        // Keep the last progress shown and ask again.
        setPollError(result.message);
      } else {
        setPollError(null);
        setJob((before) => (before ? { ...before, status: "failed", phase: "failed" } : before));
        setError(result.message);
        return;
      }
      timer = setTimeout(tick, DIRECTORY_POLL_MS);
    };
    timer = setTimeout(tick, DIRECTORY_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [jobId]);

  const done = job?.status === "done" && job.url ? job : null;
  useEffect(() => {
    if (done) linkRef.current?.focus();
  }, [done]);

  const failedReason = error ?? (job?.status === "failed" ? (job.message ?? "The PDF could not be made.") : null);

  return (
    <div className="directory-toolbar mb-6 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" size="sm" loading={running} onClick={() => void start()}>
          {running ? "Preparing PDF…" : "Download PDF"}
        </Button>
        {done && (
          <a
            ref={linkRef}
            href={done.url}
            download={done.fileName}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Save {done.fileName}
          </a>
        )}
      </div>
      {done?.expiresAt && (
        <p className="text-sm text-slate-700">
          Kept until {istDateTimeText(done.expiresAt)}; after that, Download PDF makes it again.
        </p>
      )}
      {job && job.total > 0 && job.status !== "failed" && (
        <div
          role="progressbar"
          aria-label="PDF progress"
          aria-valuemin={0}
          aria-valuemax={job.total}
          aria-valuenow={job.done}
          aria-valuetext={progressText(job)}
          className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full bg-brand-700 transition-all motion-reduce:transition-none"
            style={{ width: `${Math.round((job.done / job.total) * 100)}%` }}
          />
        </div>
      )}
      <LiveRegion className="space-y-2 text-sm text-slate-800">
        {job && !failedReason && <p data-testid="directory-pdf-progress">{progressText(job)}</p>}
        {pollError && isRunning(job) && (
          <Alert tone="warning">The progress could not be refreshed: {pollError} Trying again.</Alert>
        )}
      </LiveRegion>
      {failedReason && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <Alert tone="error" className="flex-1">
            The PDF could not be made: {failedReason}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void start()}>
            Retry
          </Button>
        </div>
      )}
    </div>
  );
};
