// Child process of browser-orphans.test.ts: starts the shared PDF browser, prints Chromium's pid,
// and waits to be killed.
import { withBrowserContext } from "@/lib/pdf/browser";

void withBrowserContext(async (context) => {
  console.log(`chromium ${context.browser().process()?.pid}`);
  await new Promise(() => undefined);
});
