// The `test` every spec uses: Playwright's own, with each worker sent to its own e2e server
// (playwright.config.ts starts one per worker, each on its own port, database and mail port), so
// that specs running side by side never see each other's records or mail.
import { test as base } from "@playwright/test";
import { E2E_PORT, E2E_SMTP_PORT } from "./ports";

export const test = base.extend({
  // Also the default of every context a test opens itself (browser.newContext()) and of `request`.
  // (`provide`: Playwright's fixture callback, named so that React's hook rule leaves it alone.)
  baseURL: async ({}, provide, testInfo) => {
    await provide(`http://127.0.0.1:${E2E_PORT + testInfo.parallelIndex}`);
  },
});

/** The SMTP port this worker's e2e server mails to. */
export const smtpPortOfThisWorker = () => E2E_SMTP_PORT + test.info().parallelIndex;

export { expect } from "@playwright/test";
