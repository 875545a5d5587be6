// A stand-alone job worker for the kill-and-restart test (run with `node --import tsx`): the
// app's own polling worker (lib/jobs/worker.ts) with the mass-mail job on shorter times, on the
// database of DATABASE_URL or PGLITE_DIR, mailing to SMTP_URL. It prints the mailing's progress
// (the status call's counts) as `progress {json}` lines, and with EXIT_WHEN_DONE=1 exits once the
// mailing is DONE.
import { closeDb } from "@/lib/db/client";
import { startJobWorker } from "@/lib/jobs/worker";
import { getMassMailStatus } from "@/lib/massmail/mass-mail-status";
import { massMailJob } from "@/lib/massmail/send-slice";

const massMailId = Number(process.env.MASSMAIL_ID);
const worker = startJobWorker({
  jobs: [massMailJob({ sliceMs: Number(process.env.SLICE_MS ?? 2000), staleMs: Number(process.env.STALE_MS ?? 1500) })],
  pollMs: 100,
});

const report = async () => {
  const status = await getMassMailStatus(massMailId);
  process.stdout.write(`progress ${JSON.stringify({ status: status.status, ...status.counts })}\n`);
  return status.status;
};

// One reading at a time, 150 ms after the last one ended: readings that overlapped (a slow one
// started first and printed last) came out of order, and the test saw the count of sent go back.
const next = () =>
  setTimeout(() => {
    report()
      .then(async (status) => {
        if (status !== "DONE" || process.env.EXIT_WHEN_DONE !== "1") return next();
        await worker.stop();
        await closeDb();
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error("progress failed", error);
        next();
      });
  }, 150);
next();
