// Where the test databases live. TEST_DB selects the engine for a whole jest run.
import { createHash } from "node:crypto";
import fs from "node:fs";
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

/**
 * The same template as a data directory: a test file's database is a copy of it, opened in place.
 * Copying files and opening them costs about half the CPU of unpacking the dump into memory.
 */
export const PGLITE_TEMPLATE_DIR = path.join(process.cwd(), ".data", "test", "pglite-template");
/**
 * /dev/shm holds the copies only with room to spare: a container's is often 64 MB, and each copy
 * is about 40 MB (one per jest worker at a time).
 */
const SHM_ROOM_BYTES = 1024 ** 3;

const shmHasRoom = () => {
  try {
    const stats = fs.statfsSync("/dev/shm");
    return stats.bavail * stats.bsize >= SHM_ROOM_BYTES;
  } catch {
    return false;
  }
};

/**
 * Where a test file's copy goes: memory (/dev/shm) where the system has room there, else the
 * temporary directory; named after the checkout, so that the run's teardown removes what a crashed
 * file left.
 */
export const pgliteCopyPrefix = () => path.join(shmHasRoom() ? "/dev/shm" : os.tmpdir(), `portal-t-${CHECKOUT_ID}-`);

export const testDbKind = (): "pglite" | "postgres" => (process.env.TEST_DB === "postgres" ? "postgres" : "pglite");

export const serverUrl = () => process.env.DATABASE_URL_TEST || "postgresql://postgres@127.0.0.1:5432/test";

export const withDatabase = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
