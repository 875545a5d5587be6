// Several instances on one Postgres (issue 10): the test starts two production servers of this
// build on a fresh database, caches the News Section on the second, publishes a post through
// the first, and reads it on the second's cached pages at once (lib/cache/postgres-page-cache.mjs).
// Skipped when no Postgres answers at DATABASE_URL_TEST (the embedded default runs one process).
//
// Its database and ports are this checkout's and this worker's own (the checkout's id as in the
// jest template's name, the ports from E2E_PORT), so two checkouts on one machine and Postgres
// can run it at once; the database is dropped after.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "./test";
import { Client } from "pg";
import { DEMO_PASSWORD } from "./fixtures";
import { instancePorts } from "./ports";
import { CHECKOUT_ID } from "../tests/helpers/test-db-config";

const SERVER_URL = process.env.DATABASE_URL_TEST ?? "postgresql://postgres@127.0.0.1:5432/test";
// Playwright's worker index: set in every worker process before the spec file loads.
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const DATABASE = `portal_e2e_instances_${CHECKOUT_ID}_${WORKER}`;
const PORTS = instancePorts(WORKER);

const databaseUrl = () => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const adminQuery = async (sql: string) => {
  const client = new Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const postgresAnswers = async () => {
  try {
    await adminQuery("SELECT 1");
    return true;
  } catch {
    return false;
  }
};

/** A deployment's environment: the shared database and its own secrets (no embedded defaults). */
const deploymentEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl(),
    NEXTAUTH_SECRET: "two-instances-e2e-session-secret-0123456789",
    TOKEN_KEY: "two-instances-e2e-token-key-0123456789",
    PAYMENT_GATEWAY: "sandbox",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  for (const name of ["NEXTAUTH_URL", "PGLITE_DIR", "SMTP_URL", "STORAGE_DRIVER", "S3_BUCKET"]) delete env[name];
  return env;
};

const run = (args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn("npx", args, { env: deploymentEnv(), stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npx ${args.join(" ")}: ${code}\n${errors}`))));
  });

/** Starts an instance and adds it to `started` at once, so a start that fails is stopped too. */
const startInstance = async (port: number, started: ChildProcess[]) => {
  // Its own process group, so that npx, tsx and the server stop together.
  const child = spawn("npx", ["tsx", "server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: deploymentEnv(),
    stdio: "ignore",
    detached: true,
  });
  started.push(child);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on ${port} did not start`);
};

const stop = (child: ChildProcess | undefined) => {
  try {
    if (child?.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
};

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
    await run(["tsx", "scripts/prepare-db.ts"]);
    await run(["tsx", "scripts/db-seed.ts"]);
    // Each child is in `instances` from its spawn: afterAll stops it even when this hook runs
    // out of time half-way through a start.
    for (const port of PORTS) await startInstance(port, instances);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    instances.forEach(stop);
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
    const client = new Client({ connectionString: databaseUrl(), connectionTimeoutMillis: 3000 });
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
