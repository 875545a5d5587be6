// Child process of browser-orphans.test.ts: starts the shared PDF browser, prints Chromium's pid,
// and waits to be killed (or for the test process that started it to be gone: its stdin ends).
import { withBrowserContext } from "@/lib/pdf/browser";

process.stdin.on("end", () => process.exit(0));
process.stdin.resume();

void withBrowserContext("interactive", async (context) => {
  console.log(`chromium ${context.browser().process()?.pid}`);
  await new Promise(() => undefined);
});
