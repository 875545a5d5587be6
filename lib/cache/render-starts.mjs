// @ts-check
// When each page's render began, for the page cache handlers (postgres-page-cache.mjs,
// embedded-page-cache.mjs). Next stamps a cached page with the time it is stored, after its render
// has read its data; a post published while the render ran (its tags revalidated between the
// render's reads and the store) was then taken for older than the page, and the page without the
// post was served as fresh until its timer ran out. Next reads the cache just before it renders a
// page (a miss, or a stale entry rendered again behind it), so the handlers note that moment here
// and stamp the stored page with it: a revalidation during the render is then newer than the page.
//
// One process's memory: the render runs in the process that read the cache. A note that no store
// follows (the render failed) is forgotten after a minute, and the map is bounded.

/** A render takes well under this; a note older than it belongs to a render that never stored. */
export const RENDER_NOTE_MS = 60_000;
const MAX_NOTES = 10_000;

/** @type {Map<string, number>} */
const starts = new Map();

/**
 * A render of `key` begins (the cache had nothing fresh for it) at `now`. Renders of one key are
 * shared by the requests that ask for it meanwhile, so the earliest open note is kept.
 * @param {string} key
 * @param {number} now
 */
export const noteRenderStart = (key, now) => {
  const known = starts.get(key);
  if (known !== undefined && now - known <= RENDER_NOTE_MS) return;
  if (starts.size >= MAX_NOTES) starts.clear();
  starts.set(key, now);
};

/**
 * Whether Next takes an entry as past its lifetime at `now`: it serves it, then renders it again
 * behind (so a render of it begins). Without a lifetime (`revalidate`) Next does not say.
 * @param {number} lastModified
 * @param {{ revalidate?: unknown } | null | undefined} cacheControl
 * @param {number} now
 */
export const pastLifetime = (lastModified, cacheControl, now) => {
  const revalidate = cacheControl?.revalidate;
  return typeof revalidate === "number" && lastModified + revalidate * 1000 < now;
};

/**
 * The time the render of `key` that is now being stored began, and forgets it; undefined when
 * no render of it was noted in this process (the store is stamped with its own time then).
 * @param {string} key
 * @returns {number | undefined}
 */
export const takeRenderStart = (key) => {
  const start = starts.get(key);
  starts.delete(key);
  return start;
};
