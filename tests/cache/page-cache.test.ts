// The shared page cache: the Postgres cache handler of several instances (lib/cache/
// postgres-page-cache.mjs; it runs where DATABASE_URL names a Postgres, so only in the Postgres
// run) and the pruning of old rows (both databases).
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type PostgresPageCache from "@/lib/cache/postgres-page-cache.mjs";
import { pathTags } from "@/lib/cache/postgres-page-cache.mjs";
import { PAGE_CACHE_KEEP_MS, prunePageCache } from "@/lib/cache/prune-page-cache";
import { describeOnPostgres, setupTestDb } from "../helpers/test-db";
import { POSTGRES_TEMPLATE_DB, serverUrl, withDatabase } from "../helpers/test-db-config";

const db = setupTestDb();
const DAY = 24 * 60 * 60 * 1000;

describe("prunePageCache", () => {
  it("removes rows and tags older than a week and keeps the rest", async () => {
    const now = Date.now();
    const old = BigInt(now - PAGE_CACHE_KEEP_MS - DAY);
    const recent = BigInt(now - DAY);
    await db().prisma.pageCacheEntry.createMany({
      data: [
        { key: "old", value: Buffer.from("a"), tags: ["_N_T_/blog/gone"], lastModified: old },
        { key: "recent", value: Buffer.from("b"), tags: ["_N_T_/blog/blogs"], lastModified: recent },
      ],
    });
    await db().prisma.pageCacheTag.createMany({
      data: [
        { tag: "_N_T_/blog/gone", expiredAt: old },
        { tag: "_N_T_/blog/blogs", expiredAt: recent },
        { tag: "_N_T_/stale-recently", staleAt: recent, expiredAt: old },
      ],
    });
    expect(await prunePageCache(now)).toEqual({ entries: 1, tags: 1 });
    expect((await db().prisma.pageCacheEntry.findMany({ select: { key: true } })).map((row) => row.key)).toEqual(["recent"]);
    expect(
      (await db().prisma.pageCacheTag.findMany({ select: { tag: true }, orderBy: { tag: "asc" } })).map((row) => row.tag),
    ).toEqual(["_N_T_/blog/blogs", "_N_T_/stale-recently"]);
  });
});

describe("pathTags", () => {
  // What Next 16's revalidatePath wrote for the publish of a post (read from PageCacheTag).
  it("gives the tags revalidatePath expires, / and /index together", () => {
    expect(pathTags("/")).toEqual(["_N_T_/", "_N_T_/index"]);
    expect(pathTags("/blog/blogs/")).toEqual(["_N_T_/blog/blogs"]);
    expect(pathTags("/(public)/(site)/blog/blogs/page/[page]", "page")).toEqual([
      "_N_T_/(public)/(site)/blog/blogs/page/[page]/page",
    ]);
    expect(pathTags("/sitemap.xml")).toEqual(["_N_T_/sitemap.xml"]);
  });
});

type THandler = InstanceType<typeof PostgresPageCache>;

/** Apart by a few milliseconds: the stamps are compared by the millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeOnPostgres("the Postgres page cache handler", () => {
  const name = `portal_t_${randomBytes(6).toString("hex")}`;
  let first: THandler;
  let second: THandler;

  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_TEMPLATE_DB}"`);
    await admin.end();
    process.env.DATABASE_URL = withDatabase(name);
    const { default: Handler } = await import("@/lib/cache/postgres-page-cache.mjs");
    // Two instances' handlers: all they share is the database.
    first = new Handler({});
    second = new Handler({});
  });

  afterAll(async () => {
    delete process.env.DATABASE_URL;
    // Dropping the database ends the handlers' idle connections, which they log and outlive.
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    log.mockRestore();
  });

  const page = (html: string) => ({
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/blog/blogs" },
    status: 200,
  });

  it("gives back what another instance stored, Buffers and Maps included, with its lifetime", async () => {
    await first.set("/blog/blogs", page("one"), { cacheControl: { revalidate: 600, expire: 31536000 } });
    const hit = await second.get("/blog/blogs", {});
    expect(hit?.value).toEqual(page("one"));
    expect(Buffer.isBuffer((hit?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(hit?.cacheControl).toEqual({ revalidate: 600, expire: 31536000 });
    expect(Math.abs(Date.now() - hit!.lastModified)).toBeLessThan(60_000);
    expect(await second.get("/never-rendered", {})).toBeNull();
  });

  it("keeps no 'not found' page: an address that was a page and now is not loses its row", async () => {
    // The handlers' own database (both instances'), not the test file's.
    const rows = async (key: string) => {
      const client = new Client({ connectionString: withDatabase(name) });
      await client.connect();
      try {
        return Number((await client.query(`SELECT count(*) AS n FROM "PageCacheEntry" WHERE "key" = $1`, [key])).rows[0].n);
      } finally {
        await client.end();
      }
    };
    await first.set("/blog/no-such-post", { ...page("missing"), status: 404 }, { cacheControl: { revalidate: 600 } });
    expect(await second.get("/blog/no-such-post", {})).toBeNull();
    expect(await rows("/blog/no-such-post")).toBe(0);
    await first.set("/blog/deleted-post", page("was here"), { cacheControl: { revalidate: 600 } });
    expect(await rows("/blog/deleted-post")).toBe(1);
    await first.set("/blog/deleted-post", { ...page("gone"), status: 404 }, { cacheControl: { revalidate: 600 } });
    expect(await second.get("/blog/deleted-post", {})).toBeNull();
    expect(await rows("/blog/deleted-post")).toBe(0);
  });

  it("forgets an entry once one of its tags is revalidated on any instance, until it is rendered again", async () => {
    await first.set("/blog/blogs", page("two"), {});
    await second.revalidateTag(["_N_T_/blog/blogs"]);
    await tick();
    // The miss starts a render (after the revalidation: one in the same millisecond counts as older).
    expect(await first.get("/blog/blogs", {})).toBeNull();
    await tick();
    await first.set("/blog/blogs", page("three"), {});
    expect((await second.get("/blog/blogs", {}))?.value).toEqual(page("three"));
    // Other tags leave it alone; a fetch's soft tags count too.
    await second.revalidateTag("_N_T_/recognition");
    expect(await first.get("/blog/blogs", {})).not.toBeNull();
    await second.revalidateTag("_N_T_/soft");
    expect(await first.get("/blog/blogs", { softTags: ["_N_T_/soft"] })).toBeNull();
  });

  it("does not serve a page whose render began before a publish on another instance and was stored after it", async () => {
    const read = { kind: "APP_PAGE" };
    expect(await first.get("/blog/page/1", read)).toBeNull(); // a render begins on the first
    await tick();
    await second.revalidateTag(["_N_T_/blog/blogs"]); // a publish through the second, meanwhile
    await tick();
    await first.set("/blog/page/1", page("without the post"), {}); // the render read the posts before it
    expect(await second.get("/blog/page/1", read)).toBeNull();
    // The render that follows (it began after the publish) is served on both.
    await tick();
    await second.set("/blog/page/1", page("with the post"), {});
    expect((await first.get("/blog/page/1", read))?.value).toEqual(page("with the post"));
    // A hit starts no render: a later store is stamped with its own time.
    await tick();
    await second.revalidateTag(["_N_T_/blog/blogs"]);
    await tick();
    expect(await first.get("/blog/page/1", read)).toBeNull();
    await tick();
    await first.set("/blog/page/1", page("again"), {});
    expect((await second.get("/blog/page/1", read))?.value).toEqual(page("again"));
  });

  it("serves an entry whose tag is only stale as old (rendered again behind it), until it expires", async () => {
    await first.set("/recognition/page/1", page("four"), { cacheControl: { revalidate: 600, expire: 31536000 } });
    await second.revalidateTag(["_N_T_/layout"], { expire: 3600 });
    const stale = await first.get("/recognition/page/1", {});
    expect(stale?.value).toEqual(page("four"));
    // Next takes an entry as stale when lastModified + revalidate has passed (and 0 as "now").
    expect(stale!.lastModified).toBeGreaterThan(0);
    expect(stale!.lastModified + 600 * 1000).toBeLessThan(Date.now());
    // Without a lifetime there is no "stale": it is rendered again.
    await first.set("/no-lifetime", page("five"), {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.revalidateTag(["_N_T_/layout"], { expire: 3600 });
    expect(await first.get("/no-lifetime", {})).toBeNull();
    await second.revalidateTag(["_N_T_/layout"], { expire: 0 });
    expect(await first.get("/recognition/page/1", {})).toBeNull();
  });
});
