// @ts-check
// Next.js's page cache (ISR) kept in Postgres, so that every instance on one database serves the
// same pages and sees a publish at once (next.config.mjs sets it as `cacheHandler` when
// DATABASE_URL is set; the embedded default keeps the framework's own cache). Plain JavaScript:
// Next loads this file itself, at run time, outside the app's bundle.
//
// Next's own file-system cache keeps revalidated tags in one process's memory, so another
// instance never learns of them. Here both halves live in the database: PageCacheEntry holds
// each rendered page with its tags, PageCacheTag when each tag was revalidated. Every time is
// the database's clock, so instances whose clocks differ still agree on what is newer; a tag
// revalidated in the same millisecond as a render counts as newer (one render too many, never a
// stale page kept). A page is stamped with the time its render began (render-starts.mjs), so a
// publish while it rendered makes it old at once.
import v8 from "node:v8";
import pg from "pg";
import { noteRenderStart, pastLifetime, RENDER_NOTE_MS, takeRenderStart } from "./render-starts.mjs";

const TAGS_HEADER = "x-next-cache-tags";
const NOW_MS = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

/** @type {pg.Pool | undefined} */
let pool;

/** One small pool per process: Next makes a handler for every request. */
const db = () => {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4, allowExitOnIdle: true });
    // An idle connection that breaks (the database restarts) must not end the server.
    pool.on("error", (error) => console.error("page cache: idle connection failed", error));
  }
  return pool;
};

/** @param {unknown} value */
const asStrings = (value) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);

/** The tags Next gave an entry: the page's header (its implicit path tags and any others), or a fetch's own. */
const tagsOf = (/** @type {any} */ data, /** @type {any} */ ctx) => {
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === "string" ? header.split(",").filter(Boolean) : asStrings(ctx?.tags);
};

/**
 * The tags `revalidatePath(path, type)` expires (Next's spec-extension/revalidate.js): the app
 * writes them itself and waits (lib/content/revalidate-public-pages.ts), because Next writes its
 * own only after the response has gone, and a publish should be visible on every instance by then.
 * @param {string} path
 * @param {"page" | "layout"} [type]
 */
export const pathTags = (path, type) => {
  const base = `_N_T_${path.length > 1 ? path.replace(/\/+$/, "") : path}`;
  const tag = type ? `${base}${base.endsWith("/") ? "" : "/"}${type}` : base;
  if (tag === "_N_T_/") return [tag, "_N_T_/index"];
  return tag === "_N_T_/index" ? [tag, "_N_T_/"] : [tag];
};

/** Next makes one for every request with its CacheHandlerContext, whose file-system options do not apply here. */
export default class PostgresPageCache {
  /**
   * The entry, or null when there is none or one of its tags was revalidated after it was
   * rendered (Next renders it again before answering). A tag marked stale only (revalidateTag
   * with a profile) gives the entry back as old, so Next serves it and renders it again behind.
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const extraTags = [...asStrings(ctx?.tags), ...asStrings(ctx?.softTags)];
    // A fetch's own cache entry is not a page: no render of it follows a miss.
    const rendersOnMiss = ctx?.kind !== "FETCH";
    try {
      const { rows } = await db().query(
        // One pass over the entry's tags answers both questions; the database's time comes back
        // even when there is no entry (a render of it begins then).
        `SELECT n."now", e."value", e."lastModified", e."cacheControl", t."expired", t."stale"
         FROM (SELECT ${NOW_MS} AS "now") n
         LEFT JOIN "PageCacheEntry" e ON e."key" = $1
         LEFT JOIN LATERAL (
           SELECT COALESCE(bool_or(t."expiredAt" >= e."lastModified" AND t."expiredAt" <= n."now"), false) AS "expired",
                  COALESCE(bool_or(t."staleAt" >= e."lastModified"), false) AS "stale"
           FROM "PageCacheTag" t WHERE t."tag" = ANY(e."tags" || $2::text[])
         ) t ON true`,
        [key, extraTags],
      );
      const row = rows[0];
      const now = Number(row.now);
      const renders = () => {
        if (rendersOnMiss) noteRenderStart(key, now);
      };
      if (row.value === null || row.expired) {
        renders();
        return null;
      }
      let lastModified = Number(row.lastModified);
      if (row.stale) {
        // Next reads staleness from lastModified + revalidate (and takes 0 for "now"), so a stale
        // entry is given back as rendered just past its lifetime; one without a lifetime is expired.
        renders();
        const revalidate = row.cacheControl?.revalidate;
        if (typeof revalidate !== "number") return null;
        lastModified = Date.now() - revalidate * 1000 - 1;
      } else if (pastLifetime(lastModified, row.cacheControl, now)) {
        renders();
      }
      return { value: v8.deserialize(row.value), lastModified, ...(row.cacheControl ? { cacheControl: row.cacheControl } : {}) };
    } catch (error) {
      // The page is rendered afresh: a cache that cannot be read must not take the site down.
      console.error("page cache: read failed", key, error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const renderStart = takeRenderStart(key);
    // A "not found" page is rendered again on every visit (a look-up by slug or number), not kept:
    // every address under a page with parameters (/blog/<anything>) would otherwise add a row that
    // anyone could multiply. A row the address had (a post since deleted) goes with it.
    if (/** @type {any} */ (data)?.status === 404) {
      await db().query(`DELETE FROM "PageCacheEntry" WHERE "key" = $1`, [key]);
      return;
    }
    // Stamped with the moment its render began (noted when the cache was read for it), or now.
    await db().query(
      `INSERT INTO "PageCacheEntry" ("key", "value", "tags", "lastModified", "cacheControl")
       VALUES ($1, $2, $3,
         CASE WHEN $5::bigint BETWEEN ${NOW_MS} - ${RENDER_NOTE_MS} AND ${NOW_MS} THEN $5::bigint ELSE ${NOW_MS} END, $4)
       ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value", "tags" = EXCLUDED."tags",
         "lastModified" = EXCLUDED."lastModified", "cacheControl" = EXCLUDED."cacheControl"`,
      [
        key,
        v8.serialize(data),
        tagsOf(data, ctx),
        ctx?.cacheControl ? JSON.stringify(ctx.cacheControl) : null,
        renderStart ?? null,
      ],
    );
  }

  /**
   * revalidatePath and revalidateTag: with no durations the tags expire now (the next request
   * renders the page again); with durations they are stale now and expire after `expire` seconds.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    const expire = durations ? (durations.expire === undefined ? null : Math.round(durations.expire * 1000)) : 0;
    try {
      await db().query(
        `INSERT INTO "PageCacheTag" ("tag", "expiredAt", "staleAt")
         SELECT tag, CASE WHEN $2::bigint IS NULL THEN NULL ELSE ${NOW_MS} + $2::bigint END,
                CASE WHEN $3 THEN ${NOW_MS} ELSE NULL END
         FROM unnest($1::text[]) AS tag
         ON CONFLICT ("tag") DO UPDATE SET
           "expiredAt" = COALESCE(EXCLUDED."expiredAt", "PageCacheTag"."expiredAt"),
           "staleAt" = COALESCE(EXCLUDED."staleAt", "PageCacheTag"."staleAt")`,
        [list, expire, Boolean(durations)],
      );
    } catch (error) {
      // The change that asked for it has already been saved; the pages refresh on their timer.
      console.error("page cache: revalidating tags failed", list, error);
    }
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
