// @database-independent
// One Chromium and one count of render slots per process, however many copies of lib/pdf/browser.ts
// it has loaded: Next's bundles (route handlers, the job worker that instrumentation.ts starts) and
// the modules tsx loads for server.ts each hold a copy. Two copies loaded apart here stand for them.
import { overrideEnv } from "../helpers/env";

type TPdfModule = typeof import("@/lib/pdf/browser");

const freshCopy = (): TPdfModule => {
  let copy: TPdfModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<TPdfModule>("@/lib/pdf/browser");
  });
  return copy!;
};

const first = freshCopy();
const second = freshCopy();

afterAll(async () => {
  await first.closePdfBrowser();
});

test("two copies of the PDF module render in one Chromium and count against one PDF_CONCURRENCY", async () => {
  expect(second).not.toBe(first);
  const restore = overrideEnv({ PDF_CONCURRENCY: "1" });
  try {
    let secondDone: Promise<string> | undefined;
    const firstPid = await first.withBrowserContext("interactive", async (context) => {
      expect(second.pdfRenderLoad()).toEqual({ running: 1, waiting: 0 });
      // The other copy's render waits for the one slot instead of starting beside it.
      secondDone = second.withBrowserContext("interactive", async (other) => other.browser().version());
      await new Promise((resolve) => setImmediate(resolve));
      expect(first.pdfRenderLoad()).toEqual({ running: 1, waiting: 1 });
      return context.browser().process()?.pid;
    });
    expect(firstPid).toEqual(expect.any(Number));
    expect(await secondDone).toMatch(/Chrom/);
    expect(await second.pdfBrowserProcessId()).toBe(firstPid);
    expect(second.pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
  } finally {
    restore();
  }
  // Closed through either copy, it is closed for both.
  await second.closePdfBrowser();
  expect(await first.pdfBrowserProcessId()).toBeNull();
});
