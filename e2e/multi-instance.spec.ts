// Several instances on one Postgres (issue 10): the test starts two production servers of this
// build on a fresh database, caches the News Section on the second, publishes a post through
// the first, and reads it on the second's cached pages at once (lib/cache/postgres-page-cache.mjs).
// Skipped when no Postgres answers at DATABASE_URL_TEST (the embedded default runs one process).
//
// Its database and ports are this checkout's and this worker's own (the checkout's id as in the
// jest template's name, the ports from E2E_PORT), so two checkouts on one machine and Postgres
// can run it at once; the database is dropped after.
import type { ChildProcess } from "node:child_process";
import { expect, test } from "./test";
import { Client } from "pg";
import { DEMO_PASSWORD } from "./fixtures";
import { adminQuery, databaseUrl, postgresAnswers, runOn, SERVER_URL, startInstance, stopInstance } from "./instances";
import { instancePorts } from "./ports";
import { CHECKOUT_ID } from "../tests/helpers/test-db-config";

// Playwright's worker index: set in every worker process before the spec file loads.
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const DATABASE = `portal_e2e_instances_${CHECKOUT_ID}_${WORKER}`;
const PORTS = instancePorts(WORKER);

const pageText = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, cache: response.headers.get("x-nextjs-cache"), html: await response.text() };
};

test.describe("two instances on one Postgres", () => {
  test.describe.configure({ timeout: 240_000 });
  const instances: ChildProcess[] = [];

  test.beforeAll(async () => {
    // Migrating, seeding and starting two production servers: well over the 60 s default on a
    // loaded 2-core host. It checks what arrives, not how fast.
    test.setTimeout(300_000);
    test.skip(!(await postgresAnswers()), `no Postgres answers at ${SERVER_URL}`);
    await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${DATABASE}"`);
    await runOn(DATABASE, ["tsx", "scripts/prepare-db.ts"]);
    await runOn(DATABASE, ["tsx", "scripts/db-seed.ts"]);
    // Each child is in `instances` from its spawn: afterAll stops it even when this hook runs
    // out of time half-way through a start.
    for (const port of PORTS) await startInstance(DATABASE, port, instances);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    instances.forEach(stopInstance);
    if (await postgresAnswers()) await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  });

  test("a post published through one instance is on the other's cached pages at once", async () => {
    const [first, second] = PORTS;
    const title = `Two instances ${Date.now()}`;
    // The second instance renders the News Section and the landing page, then serves them from the cache.
    for (const path of ["/blog/blogs", "/"]) {
      expect((await pageText(second, path)).status).toBe(200);
      const cached = await pageText(second, path);
      expect(cached.cache, path).toBe("HIT");
      expect(cached.html.includes(title), path).toBe(false);
    }

    const login = await fetch(`http://127.0.0.1:${first}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: DEMO_PASSWORD }),
    });
    expect(await login.text()).toBe("1");
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(";")[0])
      .join("; ");
    const created = await fetch(`http://127.0.0.1:${first}/api/blog/createblog`, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie },
      body: JSON.stringify({
        title,
        summary: "Published through the first instance.",
        body: "A table handed over a new classroom this week, and the children moved in on Monday.",
        isPublished: true,
      }),
    });
    expect(created.status).toBe(201);
    const { blog } = (await created.json()) as { blog: { slug: string } };

    // The very next request to the second instance: no waiting for a timer.
    const shows = async (port: number, path: string) => (await pageText(port, path)).html.includes(title);
    expect(await shows(second, "/blog/blogs"), "the second instance's News Section").toBe(true);
    expect(await shows(second, "/"), "the second instance's landing page").toBe(true);
    const post = await pageText(second, `/blog/${blog.slug}`);
    expect(post.status).toBe(200);
    expect(post.html.includes(title), "the post's own page").toBe(true);
    // And it is cached again, for both instances.
    expect((await pageText(second, "/blog/blogs")).cache).toBe("HIT");
    expect(await shows(first, "/blog/blogs"), "the first instance's News Section").toBe(true);
  });

  test("an address that is no page answers 404 each time and leaves no row in the shared cache", async () => {
    const [, second] = PORTS;
    const slug = `no-such-post-${Date.now()}`;
    expect((await pageText(second, "/blog/blogs")).status).toBe(200);
    for (let visit = 0; visit < 2; visit++) expect((await pageText(second, `/blog/${slug}`)).status).toBe(404);
    const client = new Client({ connectionString: databaseUrl(DATABASE), connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(*) AS n FROM "PageCacheEntry" WHERE "key" LIKE $1`, [`%${slug}%`]);
      // Each such address had a row of about 30 KB, for a week, which anyone could multiply.
      expect(Number(rows[0].n)).toBe(0);
      // The check itself finds rows: a page that exists was kept.
      expect(
        Number((await client.query(`SELECT count(*) AS n FROM "PageCacheEntry" WHERE "key" LIKE '%/blog/blogs%'`)).rows[0].n),
      ).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
