// The embedded default's page cache lives in the server's memory only (next.config.mjs,
// isrFlushToDisk: false): a rendered page, a 404 of a made-up address included, is no longer
// written under the build's directory (where it stayed unpruned and outlived a restart), and a
// public page is still served from the cache on its second request.
import fs from "node:fs";
import path from "node:path";
import { E2E_PORT } from "./ports";
import { expect, test } from "./test";

/** The build directory this worker's server runs (playwright.config.ts: a copy after the first). */
const distDir = (parallelIndex: number) => (parallelIndex === 0 ? ".next" : `.data/e2e/next-${E2E_PORT + parallelIndex}`);

/** Every file under <distDir>/server with its modification time. */
const serverFiles = (dir: string) => {
  const files = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(file, fs.statSync(file).mtimeMs);
  }
  return files;
};

test("pages are cached in memory, none written to the build's directory", async ({ request }, testInfo) => {
  const serverDir = path.join(distDir(testInfo.parallelIndex), "server");
  const before = serverFiles(serverDir);
  const stamp = Date.now();
  for (const address of [`/blog/nope-${stamp}-1`, `/blog/nope-${stamp}-2`, `/projectgallery/1${stamp % 1000}`]) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
  const first = await request.get("/");
  expect(first.status()).toBe(200);
  const second = await request.get("/");
  expect(second.status()).toBe(200);
  expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  const written = [...serverFiles(serverDir)].filter(([file, mtime]) => before.get(file) !== mtime).map(([file]) => file);
  expect(written).toEqual([]);
});
