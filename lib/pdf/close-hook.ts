// How server.ts closes this process's Chromium on SIGTERM/SIGINT without importing lib/pdf/browser:
// the routes and the job worker that print are modules of Next's build, copies of their own apart
// from the modules tsx loads for server.ts (lib/jobs/stop-hook.ts), so they meet on globalThis.
// Each copy of lib/pdf/browser adds its closer when loaded. A Chromium left to die with the process
// would leave its profile (/tmp/puppeteer_dev_chrome_profile-*) behind on every stop: puppeteer
// removes it once the browser has closed, which an exiting process never waits for.
type TClose = () => Promise<void>;

const closers = ((globalThis as unknown as { __portalPdfClosers?: Set<TClose> }).__portalPdfClosers ??= new Set());

export const addPdfBrowserCloser = (close: TClose) => {
  closers.add(close);
};

/** Closes every shared Chromium of this process, waiting at most `timeoutMs`; false when cut off. */
export const closeProcessPdfBrowsers = async (timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const cutOff = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const closed = Promise.all([...closers].map((close) => close().catch(() => undefined))).then(() => true);
  try {
    return await Promise.race([closed, cutOff]);
  } finally {
    clearTimeout(timer);
  }
};
