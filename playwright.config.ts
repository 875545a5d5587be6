// Playwright: end-to-end tests in the system Chromium against the production build, served on
// a fresh embedded database with the demo data (scripts/e2e-server.sh). Each worker has a server
// of its own (port E2E_PORT + its index, mail to E2E_SMTP_PORT + its index, its own database and
// page cache; e2e/test.ts sends it there), so two spec files run side by side without sharing
// records. E2E_WORKERS=1 runs them one after another on one server.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./lib/pdf/chromium-args";
import { E2E_PORT as PORT, E2E_SMTP_PORT as SMTP_PORT } from "./e2e/ports";

const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: WORKERS,
  // A retry runs on the same server and database as the failed try, and a serial group's retry
  // starts again at its first test: a test must pass after an interrupted run of itself. Names
  // stamped per run, counts taken before and after rather than one title found, clean-up in a
  // finally (`--repeat-each=2` with the first repeat failing on purpose shows it).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A 2-core CI machine under load: the first log-in of a cold server can take several seconds.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `bash scripts/e2e-server.sh ${PORT + index}`,
    url: `http://127.0.0.1:${PORT + index}/login`,
    // A server after the first runs a copy of the build: Next keeps its page cache in the build's
    // directory, and one server's cached pages would show another's database.
    env: {
      E2E_SMTP_PORT: String(SMTP_PORT + index),
      E2E_DIST_DIR: index === 0 ? "" : `.data/e2e/next-${PORT + index}`,
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
