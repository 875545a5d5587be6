// How server.ts stops this process's job runs on SIGTERM/SIGINT without importing lib/jobs/worker:
// the worker, started by instrumentation.ts, is a module of Next's build, a copy of its own apart
// from the modules tsx loads for server.ts, so the two meet on globalThis. The worker sets the hook
// when it starts; a process without one has no jobs to stop.
type TStopJobs = (timeoutMs: number) => Promise<boolean>;

const slot = globalThis as unknown as { __portalStopJobs?: TStopJobs };

export const setStopJobsHook = (stop: TStopJobs) => {
  slot.__portalStopJobs = stop;
};

/** Stops the job runs, waiting at most `timeoutMs` for the jobs in hand; false when they were cut off. */
export const stopProcessJobs = async (timeoutMs: number): Promise<boolean> =>
  slot.__portalStopJobs ? slot.__portalStopJobs(timeoutMs) : true;
