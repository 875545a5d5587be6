// The polling loop that runs the job queue in each app process (started by instrumentation.ts).
// Every instance may run one: claims use SKIP LOCKED, so a job runs on one of them.
import { after } from "next/server";
import { JOBS } from "./definitions";
import { defaultWorkerId, releaseHeldJobs, runDueJobs, scheduleRecurringJobs, type TJobDefinition } from "./queue";
import { setStopJobsHook } from "./stop-hook";

export type TStopOptions = {
  /**
   * For a process about to exit: the longest wait for the job in hand. Past it the job is given
   * back (lock cleared) so that another instance runs it again at once, and stop answers false.
   */
  timeoutMs?: number;
};

export type TJobWorker = { id: string; stop: (options?: TStopOptions) => Promise<boolean> };

export type TWorkerOptions = { jobs?: readonly TJobDefinition[]; pollMs?: number; batch?: number };

export const DEFAULT_POLL_MS = 5000;

type TRun = { workerId: string; done: Promise<unknown> };

/** Waits for the runs (which never reject); past `timeoutMs` gives back what they still hold. */
const settleRuns = async (runs: TRun[], timeoutMs?: number): Promise<boolean> => {
  const all = Promise.all(runs.map((run) => run.done)).then(() => true);
  if (timeoutMs === undefined) return all;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  const finished = await Promise.race([all, limit]);
  clearTimeout(timer);
  if (!finished) await Promise.all(runs.map((run) => releaseHeldJobs(run.workerId)));
  return finished;
};

export const startJobWorker = ({ jobs = JOBS, pollMs = DEFAULT_POLL_MS, batch = 10 }: TWorkerOptions = {}): TJobWorker => {
  const id = defaultWorkerId();
  const stopping = new AbortController();
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
      const run = () => runDueJobs(jobs, { workerId: id, limit: batch, signal: stopping.signal });
      while (!stopping.signal.aborted && (await run()).claimed === batch);
    } catch (error) {
      console.error("job worker: tick failed", error);
    }
  };

  const loop = () => {
    if (stopping.signal.aborted) return;
    running = tick().finally(() => {
      running = undefined;
      if (stopping.signal.aborted) return;
      timer = setTimeout(loop, pollMs);
      // The loop never keeps the process alive by itself.
      timer.unref();
    });
  };
  loop();

  return {
    id,
    /** Stops polling, gives back the claimed jobs not started, and waits for the job in hand. */
    stop: async (options = {}) => {
      stopping.abort();
      clearTimeout(timer);
      return settleRuns(running ? [{ workerId: id, done: running }] : [], options.timeoutMs);
    },
  };
};

type TProcessJobs = { worker?: TJobWorker; stopping: AbortController; afterReply: Set<TRun> };

/** The process's worker and runs after replies (kept across hot reloads in development). */
const processJobs = (): TProcessJobs =>
  ((globalThis as unknown as { __portalJobs?: TProcessJobs }).__portalJobs ??= {
    stopping: new AbortController(),
    afterReply: new Set(),
  });

/**
 * Stops this process's job runs (server.ts on SIGTERM/SIGINT): the worker and the runs after
 * replies start no job any more and give back the claimed ones not started; those in hand may
 * finish within `timeoutMs`, and are given back past it. False when it came to that.
 */
export const stopJobWorker = async (timeoutMs?: number): Promise<boolean> => {
  const state = processJobs();
  state.stopping.abort();
  const { worker } = state;
  state.worker = undefined;
  const [workerDone, repliesDone] = await Promise.all([
    worker?.stop({ timeoutMs }) ?? true,
    settleRuns([...state.afterReply], timeoutMs),
  ]);
  return workerDone && repliesDone;
};

/** The process's one worker (also across hot reloads in development). */
export const ensureJobWorker = (options?: TWorkerOptions): TJobWorker => {
  const state = processJobs();
  setStopJobsHook(stopJobWorker);
  return (state.worker ??= startJobWorker(options));
};

/**
 * Runs due jobs once the reply is sent, so a job this request queued (a reset mail) need not wait
 * for the next poll. Outside a request (tests, scripts) it does nothing: the worker's poll runs it.
 */
export const runJobsAfterReply = () => {
  const state = processJobs();
  try {
    after(() => {
      const workerId = defaultWorkerId();
      const done = runDueJobs(JOBS, { workerId, limit: 10, signal: state.stopping.signal }).then(
        () => undefined,
        (error: unknown) => console.error("job worker: run after reply failed", error),
      );
      const run = { workerId, done };
      state.afterReply.add(run);
      return done.finally(() => state.afterReply.delete(run));
    });
  } catch {
    // Not inside a request.
  }
};
