// What server.ts does on SIGTERM/SIGINT (a deploy or restart). No new connections, and the job
// worker stops at once (lib/jobs/worker.ts): the jobs it claimed but had not started are given
// back to run elsewhere now, not in 15 minutes, and the job in hand gets a few seconds to finish
// before it is given back too. Then the PDF Chromium is closed, so that its profile is removed
// (lib/pdf/close-hook.ts), and the process exits.
import type { Server } from "node:http";
import { stopProcessJobs } from "../jobs/stop-hook";
import { closeProcessPdfBrowsers } from "../pdf/close-hook";

/** How long a stop waits for the job in hand before the process exits anyway. */
const JOBS_STOP_MS = 5000;
/** How long it waits for Chromium to close: a hung one must not keep the process from exiting. */
const PDF_STOP_MS = 3000;

type TGracefulStopOptions = { server: Server; exit?: (code: number) => void };

/** The signal handler: a first signal stops as above; a second one while stopping exits at once. */
export const createGracefulStop = ({ server, exit = (code) => process.exit(code) }: TGracefulStopOptions) => {
  let stopping = false;
  return async () => {
    if (stopping) return exit(1);
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const jobsStopped = stopProcessJobs(JOBS_STOP_MS).catch((error: unknown) =>
      console.error("Stopping the job worker failed:", error),
    );
    await Promise.all([closed, jobsStopped]);
    // After the jobs: the job in hand may be printing.
    if (!(await closeProcessPdfBrowsers(PDF_STOP_MS))) console.error("Chromium did not close in time; exiting anyway.");
    exit(0);
  };
};
