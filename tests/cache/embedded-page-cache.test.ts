// @database-independent
// The embedded default's page cache (lib/cache/embedded-page-cache.mjs): Next's own in-memory
// cache, whose pages are stamped with the moment their render began. A post published while a
// page rendered (the render read the posts before the publish, and stored the page after it) must
// not leave that page fresh; Next's own stamp, the time of the store, kept it until its timer ran out.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPageCache from "@/lib/cache/embedded-page-cache.mjs";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";

const TAG = "_N_T_/blog/blogs";
const READ = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const STORE = { cacheControl: { revalidate: 600, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };

const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: undefined,
  postponed: undefined,
  headers: { "x-next-cache-tags": `_N_T_/layout,${TAG}` },
  status: 200,
});

/** Apart by a few milliseconds: Next compares its stamps by the millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the embedded page cache", () => {
  let dir: string;
  let cache: EmbeddedPageCache;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "page-cache-"));
    cache = new EmbeddedPageCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      serverDistDir: dir,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const htmlOf = async (key: string) => ((await cache.get(key, READ))?.value as { html?: string } | undefined)?.html ?? null;

  it("does not serve a page whose render began before a publish and was stored after it", async () => {
    expect(await cache.get("/blog/blogs/page/1", READ)).toBeNull(); // a render begins
    await tick();
    await cache.revalidateTag([TAG]); // the publish, while it renders
    await tick();
    await cache.set("/blog/blogs/page/1", page("without the post"), STORE);
    expect(await htmlOf("/blog/blogs/page/1")).toBeNull();
    // The render that follows read the post, and is served.
    await tick();
    await cache.set("/blog/blogs/page/1", page("with the post"), STORE);
    expect(await htmlOf("/blog/blogs/page/1")).toBe("with the post");
  });

  it("serves a page rendered after a publish, and a hit leaves no note for a later render", async () => {
    await cache.set("/blog/page/1", page("first"), STORE);
    expect(await htmlOf("/blog/page/1")).toBe("first"); // a hit: no render follows
    await tick();
    await cache.revalidateTag([TAG]);
    await tick();
    expect(await cache.get("/blog/page/1", READ)).toBeNull(); // expired: a render begins now
    await tick();
    await cache.set("/blog/page/1", page("second"), STORE);
    expect(await htmlOf("/blog/page/1")).toBe("second");
  });

  it("notes a render behind a page past its lifetime, which Next serves and renders again", async () => {
    await cache.set("/recognition/page/1", page("old"), { ...STORE, cacheControl: { revalidate: 0.001, expire: 31536000 } });
    await tick();
    expect(await htmlOf("/recognition/page/1")).toBe("old"); // past its lifetime: served, rendered behind
    await tick();
    await cache.revalidateTag(["_N_T_/layout"]);
    await tick();
    await cache.set("/recognition/page/1", page("rendered behind"), STORE);
    expect(await htmlOf("/recognition/page/1")).toBeNull();
  });
});
