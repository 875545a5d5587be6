// The PDF_CONCURRENCY render slots of this process and the line of renders waiting for one.
// Every render says whose it is: "interactive" (someone waits at a screen or an API client for the
// reply: a member's Download PDF, a payer's receipt) or "job" (a batch on the database job queue:
// the directory of tables, a receipt to mail). Jobs hold at most PDF_CONCURRENCY - 1 slots, so a
// member's PDF never waits behind a batch; with PDF_CONCURRENCY = 1 there is no slot to keep
// free, and both kinds share the one. A render waits in line a limited time (SLOT_WAIT_MS) and is
// then told the service is busy; past MAX_WAITING in line it is told so at once.
import { getEnv } from "../env";
import { AppError } from "../http/errors";

export type TRenderKind = "interactive" | "job";

/**
 * How long a render may wait for its slot. A member gives up on a screen long before 30 s of
 * waiting plus the render's own 45 s; a job has no one waiting and its queue lock lasts 15 minutes.
 */
export const SLOT_WAIT_MS: Record<TRenderKind, number> = { interactive: 30_000, job: 5 * 60_000 };

/** Renders waiting for a slot, beyond those rendering (both kinds); one more is refused as busy. */
const MAX_WAITING = 20;

type TWaiter = { kind: TRenderKind; start: () => void; refuse: (error: Error) => void };

// The process's slots and line, on globalThis: every copy of this module (Next's bundles, the
// modules tsx loads for server.ts) counts against the one PDF_CONCURRENCY (lib/pdf/browser.ts).
const { running, waiting } = ((
  globalThis as unknown as { __portalPdfSlots?: { running: Record<TRenderKind, number>; waiting: TWaiter[] } }
).__portalPdfSlots ??= { running: { interactive: 0, job: 0 }, waiting: [] });

const busy = () =>
  new AppError("SERVICE_UNAVAILABLE", "Many PDFs are being made just now. Please try again in a minute.", {
    headers: { "Retry-After": "60" },
  });

const mayStart = (kind: TRenderKind) => {
  const limit = getEnv().PDF_CONCURRENCY;
  if (running.interactive + running.job >= limit) return false;
  // One slot stays free for members; with a single slot there is none to keep, and jobs share it.
  return kind === "interactive" || running.job < Math.max(1, limit - 1);
};

/** The render to start next: a member before a job (a job can wait minutes), each in order of arrival. */
const nextWaiter = () =>
  (mayStart("interactive") ? waiting.find((waiter) => waiter.kind === "interactive") : undefined) ??
  (mayStart("job") ? waiting.find((waiter) => waiter.kind === "job") : undefined);

const startWaiting = () => {
  for (let next = nextWaiter(); next; next = nextWaiter()) {
    waiting.splice(waiting.indexOf(next), 1);
    running[next.kind] += 1;
    next.start();
  }
};

/** Takes a slot for a render of `kind`, waiting in line at most SLOT_WAIT_MS[kind]; 503 when busy. */
export const acquireSlot = async (kind: TRenderKind): Promise<void> => {
  if (mayStart(kind)) {
    running[kind] += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw busy();
  await new Promise<void>((resolve, reject) => {
    const waiter: TWaiter = {
      kind,
      start: () => {
        clearTimeout(timer);
        resolve();
      },
      refuse: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    };
    const timer = setTimeout(() => {
      const at = waiting.indexOf(waiter);
      if (at >= 0) waiting.splice(at, 1);
      reject(busy());
    }, SLOT_WAIT_MS[kind]);
    // A render waiting in line never keeps the process alive by itself.
    timer.unref();
    waiting.push(waiter);
  });
};

/** Gives the slot back and starts the renders in line that may start now. */
export const releaseSlot = (kind: TRenderKind) => {
  running[kind] -= 1;
  startWaiting();
};

/** Fails every render still in line with `error` (the browser is being closed for good). */
export const refuseWaiting = (error: Error) => {
  for (const waiter of waiting.splice(0)) waiter.refuse(error);
};

/** Renders rendering or waiting now (tests, and the busy answer). */
export const pdfRenderLoad = () => ({ running: running.interactive + running.job, waiting: waiting.length });
