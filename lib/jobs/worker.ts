// The polling loop that runs the job queue in each app process (started by instrumentation.ts).
// Every instance may run one: claims use SKIP LOCKED, so a job runs on one of them.
import { after } from "next/server";
import { JOBS } from "./definitions";
import { defaultWorkerId, runDueJobs, scheduleRecurringJobs, type TJobDefinition } from "./queue";

export type TJobWorker = { id: string; stop: () => Promise<void> };

export type TWorkerOptions = { jobs?: readonly TJobDefinition[]; pollMs?: number; batch?: number };

export const DEFAULT_POLL_MS = 5000;

export const startJobWorker = ({ jobs = JOBS, pollMs = DEFAULT_POLL_MS, batch = 10 }: TWorkerOptions = {}): TJobWorker => {
  const id = defaultWorkerId();
  let stopped = false;
  let scheduled = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
    try {
      if (!scheduled) {
        await scheduleRecurringJobs(jobs);
        scheduled = true;
      }
      // A full batch suggests more are due: keep going until the queue is drained or we stop.
      while (!stopped && (await runDueJobs(jobs, { workerId: id, limit: batch })).claimed === batch);
    } catch (error) {
      console.error("job worker: tick failed", error);
    }
  };

  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      running = undefined;
      if (stopped) return;
      timer = setTimeout(loop, pollMs);
      // The loop never keeps the process alive by itself.
      timer.unref();
    });
  };
  loop();

  return {
    id,
    /** Stops polling and waits for the job in hand to finish. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};

const globalForWorker = globalThis as unknown as { __portalJobWorker?: TJobWorker };

/** The process's one worker (also across hot reloads in development). */
export const ensureJobWorker = (options?: TWorkerOptions): TJobWorker =>
  (globalForWorker.__portalJobWorker ??= startJobWorker(options));

export const stopJobWorker = async () => {
  const worker = globalForWorker.__portalJobWorker;
  globalForWorker.__portalJobWorker = undefined;
  await worker?.stop();
};

/**
 * Runs due jobs once the reply is sent, so a job this request queued (a reset mail) need not wait
 * for the next poll. Outside a request (tests, scripts) it does nothing: the worker's poll runs it.
 */
export const runJobsAfterReply = () => {
  try {
    after(() =>
      runDueJobs(JOBS, { limit: 10 }).then(
        () => undefined,
        (error: unknown) => console.error("job worker: run after reply failed", error),
      ),
    );
  } catch {
    // Not inside a request.
  }
};
