// @ts-check
// The embedded default's page cache: Next's own (its in-memory cache, FileSystemCache, with the
// tags it revalidates kept in the same process), with one change. Next stamps a page with the time
// it is stored, after the render read its data, so a post published while a page rendered was
// older than the page and the page without it stayed fresh until its timer ran out (seen as a
// flaky "published post visible at once" test). Here a page is stamped with the moment its render
// began (render-starts.mjs), as the shared Postgres cache does. next.config.mjs sets this file as
// `cacheHandler` when DATABASE_URL is not set. Plain JavaScript: Next loads it itself, at run time.
import * as nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { noteRenderStart, pastLifetime, RENDER_NOTE_MS, takeRenderStart } from "./render-starts.mjs";

/**
 * Next's default page cache handler. Not a published entry point (tests/cache/embedded-page-cache.
 * test.ts holds it to its shape); a CommonJS module, whose `default` Node's ESM loader wraps once more.
 * @type {any}
 */
const FileSystemCache = (() => {
  /** @type {any} */
  const loaded = nextFileSystemCache;
  const candidate = typeof loaded.default === "function" ? loaded.default : loaded.default?.default;
  if (typeof candidate !== "function")
    throw new Error("embedded page cache: Next's FileSystemCache is not in next/dist/server/lib/incremental-cache");
  return candidate;
})();

export default class EmbeddedPageCache extends FileSystemCache {
  /**
   * Next's entry; a miss, or an entry past its lifetime (served, then rendered again behind),
   * notes that a render of it begins now.
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (ctx?.kind !== "FETCH") {
      const now = Date.now();
      if (!entry || pastLifetime(entry.lastModified, entry.cacheControl, now)) noteRenderStart(key, now);
    }
    return entry;
  }

  /**
   * Stores as Next does, then stamps the entry with its render's start. Next puts it in memory
   * before its first pause, so no read sees the entry with the later time.
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  set(key, data, ctx) {
    const start = takeRenderStart(key);
    const stored = super.set(key, data, ctx);
    const entry = FileSystemCache.memoryCache?.get(key);
    if (entry && start !== undefined && start <= entry.lastModified && entry.lastModified - start <= RENDER_NOTE_MS)
      entry.lastModified = start;
    return stored;
  }
}
