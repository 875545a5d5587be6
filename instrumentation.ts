// Next calls register() once per server process: it starts the job queue's worker (lib/jobs) in the
// Node.js runtime, never in the Edge runtime nor during `next build`. stopJobWorker() (from
// lib/jobs/worker.ts) stops it and waits for the job in hand.
export const register = async () => {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { ensureJobWorker } = await import("./lib/jobs/worker");
    ensureJobWorker();
  }
};
