// Where the test databases live. TEST_DB selects the engine for a whole jest run.
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";

export const PGLITE_TEMPLATE_FILE = path.join(process.cwd(), ".data", "test", "pglite-template.tar.gz");
/** The checkout's own mark in shared names (jest and Playwright run from the checkout's root). */
export const CHECKOUT_ID = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12);

/**
 * One template per checkout (jest's rootDir is the working directory): runs of two checkouts on one
 * server (worktrees, a fresh clone beside the working copy) never rebuild each other's template
 * while the other copies it. Dropped again when the run ends (global-teardown.cjs).
 */
export const POSTGRES_TEMPLATE_DB = `portal_template_${CHECKOUT_ID}`;
/** The same template with the demo seed (seedDemo) written into it, for `setupTestDb({ demo: true })`. */
export const POSTGRES_DEMO_TEMPLATE_DB = `portal_demo_template_${CHECKOUT_ID}`;

/**
 * The same template as a data directory: a test file's database is a copy of it, opened in place.
 * Copying files and opening them costs about half the CPU of unpacking the dump into memory.
 */
export const PGLITE_TEMPLATE_DIR = path.join(process.cwd(), ".data", "test", "pglite-template");
/** The PGlite template with the demo seed written into it. */
export const PGLITE_DEMO_TEMPLATE_DIR = path.join(process.cwd(), ".data", "test", "pglite-demo-template");
/**
 * Where a test file's copy goes: the directory jest's global set-up chose once for the run
 * (PGLITE_COPY_DIR: /dev/shm where it has room, else the temporary directory; so each file and
 * the teardown agree), named after the checkout, so that the run's teardown removes what a crashed
 * file left. Outside a jest run, the temporary directory.
 */
export const pgliteCopyPrefix = () => path.join(process.env.PGLITE_COPY_DIR || os.tmpdir(), `portal-t-${CHECKOUT_ID}-`);

export const testDbKind = (): "pglite" | "postgres" => (process.env.TEST_DB === "postgres" ? "postgres" : "pglite");

export const serverUrl = () => process.env.DATABASE_URL_TEST || "postgresql://postgres@127.0.0.1:5432/test";

export const withDatabase = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
