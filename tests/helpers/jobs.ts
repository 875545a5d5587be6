// Runs the database job queue (lib/jobs) until nothing is due: what the worker's polls would do.
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs } from "@/lib/jobs/queue";

export const runQueuedJobs = async () => {
  while ((await runDueJobs(JOBS)).claimed > 0);
};
