// The hourly clean-up of the job table (lib/jobs/definitions.ts): finished rows are kept a while to
// be read (a directory PDF's status, a mailing's progress), then forgotten.
import { getDb } from "../db/client";

const DONE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const FAILED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets finished jobs after a week and given-up ones after a month. */
export const pruneFinishedJobs = async (now = new Date()): Promise<number> => {
  const prisma = await getDb();
  const { count } = await prisma.job.deleteMany({
    where: {
      OR: [
        { doneAt: { lt: new Date(now.getTime() - DONE_KEPT_MS) } },
        { failedAt: { lt: new Date(now.getTime() - FAILED_KEPT_MS) } },
      ],
    },
  });
  return count;
};
