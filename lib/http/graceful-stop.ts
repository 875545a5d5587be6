// What server.ts does on SIGTERM/SIGINT (a deploy or restart). No new connections, and the job
// worker stops at once (lib/jobs/worker.ts): the jobs it claimed but had not started are given
// back to run elsewhere now, not in 15 minutes, and the job in hand gets a few seconds to finish
// before it is given back too. The requests in progress get a few seconds, then their connections
// are cut. Then the PDF Chromium is closed, so that its profile is removed (lib/pdf/close-hook.ts),
// and the database (PGlite must be, or every stop looks like a crash to it); then the process
// exits. Nothing makes a stop last longer than STOP_DEADLINE_MS + PDF_STOP_MS + DB_CLOSE_MS.
import type { Server } from "node:http";
import { closeProcessDb } from "../db/close-process-db";
import { stopProcessJobs } from "../jobs/stop-hook";
import { closeProcessPdfBrowsers } from "../pdf/close-hook";

/** How long a stop waits for the job in hand before it is given back. */
const JOBS_STOP_MS = 5000;
/** How long a stop waits for the requests in progress before cutting their connections. */
const REQUESTS_STOP_MS = 7000;
/** How long a stop waits for requests and jobs at most (a job giving back its claims can overrun). */
const STOP_DEADLINE_MS = 10_000;
/** How long it waits for Chromium to close: a hung one must not keep the process from exiting. */
const PDF_STOP_MS = 3000;
/** Then how long it waits for the database to close before the process exits anyway. */
const DB_CLOSE_MS = 5000;
/** A second signal this soon after the first is the same stop told twice (Ctrl+C reaches both `npm start` and the server, and npm passes it on). */
const REPEATED_SIGNAL_MS = 1000;

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });

type TGracefulStopOptions = {
  server: Server;
  exit?: (code: number) => void;
  /** A second signal later than this after the first exits at once (1); sooner, it is the same stop. */
  repeatedSignalMs?: number;
};

/** The signal handler: a first signal stops as above; a later second one while stopping exits at once. */
export const createGracefulStop = ({
  server,
  exit = (code) => process.exit(code),
  repeatedSignalMs = REPEATED_SIGNAL_MS,
}: TGracefulStopOptions) => {
  let stoppingSince = 0;
  return async () => {
    if (stoppingSince) {
      // An operator's second Ctrl+C: exit now.
      if (Date.now() - stoppingSince >= repeatedSignalMs) exit(1);
      return;
    }
    stoppingSince = Date.now();
    const cutOff = setTimeout(() => server.closeAllConnections(), REQUESTS_STOP_MS);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const jobsStopped = stopProcessJobs(JOBS_STOP_MS).catch((error: unknown) =>
      console.error("Stopping the job worker failed:", error),
    );
    if (!(await settlesWithin(Promise.all([closed, jobsStopped]), STOP_DEADLINE_MS)))
      console.error(`Stopping: requests or jobs still running after ${STOP_DEADLINE_MS / 1000} s; exiting without them.`);
    clearTimeout(cutOff);
    // After the jobs: the job in hand may be printing.
    if (!(await closeProcessPdfBrowsers(PDF_STOP_MS))) console.error("Chromium did not close in time; exiting anyway.");
    const dbClosed = closeProcessDb().catch((error: unknown) => console.error("Closing the database failed:", error));
    if (!(await settlesWithin(dbClosed, DB_CLOSE_MS)))
      console.error(`Stopping: the database did not close within ${DB_CLOSE_MS / 1000} s; exiting anyway.`);
    exit(0);
  };
};
