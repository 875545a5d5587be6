// One shared headless Chromium (puppeteer-core over the system browser) for every PDF this
// process makes. Each render gets a browser context of its own (no cookies or storage shared
// between callers) and one of PDF_CONCURRENCY slots (lib/pdf/render-slots.ts: members' renders
// and jobs' renders, a limited wait in a limited line). A browser that crashed or was closed is
// started again on the next render.
import puppeteer, { type Browser, type BrowserContext } from "puppeteer-core";
import { getEnv } from "../env";
import { AppError } from "../http/errors";
import { CHROMIUM_ARGS } from "./chromium-args";
import { addPdfBrowserCloser } from "./close-hook";
import { acquireSlot, refuseWaiting, releaseSlot, type TRenderKind } from "./render-slots";

export { pdfRenderLoad, type TRenderKind } from "./render-slots";

/** The federation's clock: times a page formats in the browser are Indian Standard Time. */
export const PDF_TIME_ZONE = "Asia/Kolkata";

// The browser is the process's, not this module copy's: Next's bundles (route handlers, the job
// worker started from instrumentation.ts) and the modules tsx loads for server.ts each have their
// own copy of this file, and meet on globalThis, so one Chromium serves them all.
const pdfProcess = ((
  globalThis as unknown as { __portalPdfBrowser?: { browser: Promise<Browser> | null } }
).__portalPdfBrowser ??= { browser: null });

const launch = (): Promise<Browser> =>
  puppeteer.launch({
    executablePath: getEnv().CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, "--font-render-hinting=none"],
    // Talk over a pipe, not a port: Chromium exits by itself when this process dies, however it
    // dies (a SIGKILL, a test runner's forced exit), instead of living on as an orphan.
    pipe: true,
    // server.ts handles the signals and exits; puppeteer also kills Chromium on the process's exit.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });

const startedBrowser = (): Promise<Browser> => {
  if (!pdfProcess.browser) {
    const pending: Promise<Browser> = launch().then(
      (started) => {
        // Forgotten only while it is still the shared one: a browser closed or dropped here may
        // say so after its successor started, and that one must stay known (to be used and closed).
        started.once("disconnected", () => {
          if (pdfProcess.browser === pending) pdfProcess.browser = null;
        });
        return started;
      },
      (error: unknown) => {
        if (pdfProcess.browser === pending) pdfProcess.browser = null;
        console.error("Chromium could not start for PDFs:", error instanceof Error ? error.message : error);
        throw new AppError("SERVICE_UNAVAILABLE", "PDFs cannot be made just now. Please try again later.");
      },
    );
    pdfProcess.browser = pending;
  }
  return pdfProcess.browser;
};

/**
 * The shared browser, connected. A Chromium killed a moment ago may not have told puppeteer yet
 * ("disconnected" comes a little later): such a one is dropped here and a new one started, so
 * only the renders that were inside the dead browser fail.
 */
const sharedBrowser = async (): Promise<Browser> => {
  const pending = startedBrowser();
  const started = await pending;
  if (started.connected) return started;
  if (pdfProcess.browser === pending) pdfProcess.browser = null;
  return startedBrowser();
};

const browserLost = () =>
  new AppError("SERVICE_UNAVAILABLE", "The PDF service restarted while printing. Please try again.", {
    headers: { "Retry-After": "5" },
  });

/**
 * Runs `work` in a fresh browser context of the shared browser, holding one render slot of
 * `kind`'s. `work` starts once the slot is held: its own time limits count from there.
 */
export const withBrowserContext = async <T>(kind: TRenderKind, work: (context: BrowserContext) => Promise<T>): Promise<T> => {
  await acquireSlot(kind);
  try {
    const shared = await sharedBrowser();
    const context = await shared.createBrowserContext();
    try {
      return await work(context);
    } catch (error) {
      // The browser died under this render (crash, out of memory, killed): this render fails
      // with 503, the next one starts a new browser.
      if (!(error instanceof AppError) && !shared.connected) throw browserLost();
      throw error;
    } finally {
      await context.close().catch(() => undefined);
    }
  } finally {
    releaseSlot(kind);
  }
};

/** The shared Chromium's process id, or null when none runs (tests kill it to show it is replaced). */
export const pdfBrowserProcessId = async (): Promise<number | null> => {
  const current = await pdfProcess.browser?.catch(() => null);
  return current?.connected ? (current.process()?.pid ?? null) : null;
};

/**
 * Closes the shared browser (server shutdown, end of a test file). The renders still in line fail
 * now: started later, they would launch a new Chromium that nothing closes any more.
 */
export const closePdfBrowser = async () => {
  refuseWaiting(
    new AppError("SERVICE_UNAVAILABLE", "The PDF service stopped. Please try again.", { headers: { "Retry-After": "5" } }),
  );
  const current = pdfProcess.browser;
  pdfProcess.browser = null;
  if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
};

// server.ts closes it on a stop (lib/pdf/close-hook.ts), so that its profile is removed.
addPdfBrowserCloser(closePdfBrowser);
