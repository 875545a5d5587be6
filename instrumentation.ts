// Next calls register() once per server process: it starts the job queue's worker (lib/jobs) in the
// Node.js runtime, never in the Edge runtime nor during `next build`. server.ts stops it on
// SIGTERM/SIGINT (stopProcessJobs in lib/jobs/stop-hook.ts, which calls stopJobWorker).
export const register = async () => {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { ensureJobWorker } = await import("./lib/jobs/worker");
    ensureJobWorker();
  }
};
