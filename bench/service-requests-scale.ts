// Benchmark: the helpdesk's paged lists at 1,000, 100,000 and 1,000,000 requests, on Postgres and
// on PGlite, each beside two floors run directly through pg / PGlite: the page query alone, and
// every statement one list call sends (the session lookup, the counts, the page; captured from
// Prisma during a real call of the route handler), one after another. p50/p95 at 1 and 20
// concurrent clients. The lists are served by
// bench/service-requests-handler-server.ts (the route handlers without Next.js) in a child process.
// PGlite is one connection: its "20 clients" queue and run one at a time, in the server as in the
// floor. Also prints the Postgres plan of each page query at the largest size.
// Usage: npx tsx bench/service-requests-scale.ts [sizes, default 1000,100000,1000000] [pglite,postgres]
//   BENCH_SECONDS (default 4) per figure, BENCH_WARM_SECONDS (default 3) of warm-up per list;
//   DATABASE_URL_TEST (default postgresql://postgres@127.0.0.1:5432/test) names the Postgres
//   server; the database portal_bench_scale on it is dropped and made afresh. BENCH_SERVER_FLAGS
//   passes Node flags to the server under test only (for example "--cpu-prof --cpu-prof-dir=/tmp/p"
//   or "--trace-gc"), leaving the floors' process as it is.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { Client, Pool } from "pg";
import { GET as allRequestsGet } from "../app/api/servicerequest/getallservicerequests/route";
import { GET as requestsGet } from "../app/api/servicerequest/getservicerequests/route";
import { createMemberSessionRow, encodeSessionToken, sessionCookieName } from "../lib/auth/session";
import { createAdapter, type TAdapterHandle, type TDatabaseTarget } from "../lib/db/adapter";
import { closeDb, setDbForTesting } from "../lib/db/client";
import { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/migrate";
import { seedDemo } from "../lib/db/seed/demo";
import { logIn, runCalls, runLoad, waitForServer, type TLoadResult } from "./lib/load";
import { seedBenchRequests } from "./service-requests-seed";

const SIZES = (process.argv[2] ?? "1000,100000,1000000").split(",").map(Number);
const KINDS = (process.argv[3] ?? "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const SERVER_URL = process.env.DATABASE_URL_TEST ?? "postgresql://postgres@127.0.0.1:5432/test";
const BENCH_DB = "portal_bench_scale";
const PGLITE_DIR = ".data/bench/scale-pglite";
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://127.0.0.1:${PORT}`;

type TList = { label: string; user: string; path: string };
const LISTS: TList[] = [
  {
    label: "own, status=1 (member)",
    user: "member",
    path: "getservicerequests?view=own&status=1&take=20",
  },
  {
    label: "admin view, status=1 (tex)",
    user: "tex",
    path: "getservicerequests?view=admin&status=1&take=20",
  },
  {
    label: "all, status=1 (admin)",
    user: "admin",
    path: "getallservicerequests?status=1&take=20",
  },
];

const postgresUrl = () => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
};

const freshDatabase = async (kind: "postgres" | "pglite"): Promise<TDatabaseTarget> => {
  if (kind === "pglite") {
    fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
    return { kind: "pglite", dataDir: PGLITE_DIR };
  }
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${BENCH_DB}"`);
  await admin.end();
  return { kind: "postgres", url: postgresUrl() };
};

type TCaptured = { sql: string; params: unknown[] };

/**
 * Calls each list's route handler once, in this process, as its user, and keeps every statement
 * Prisma sent: the whole call's SQL, and the page query among it.
 */
const captureListQueries = async (handle: TAdapterHandle) => {
  const prisma = new PrismaClient({ adapter: handle.factory, log: [{ emit: "event", level: "query" }] });
  const seen: TCaptured[] = [];
  prisma.$on("query", (event) => seen.push({ sql: event.query, params: JSON.parse(event.params) as unknown[] }));
  setDbForTesting(prisma, handle);
  const captured = new Map<string, { page: TCaptured; call: TCaptured[] }>();
  for (const list of LISTS) {
    const member = await prisma.member.findFirstOrThrow({ where: { userName: list.user }, select: { id: true } });
    const session = await createMemberSessionRow(member.id);
    const cookie = `${sessionCookieName()}=${await encodeSessionToken({ sid: session.id, sub: String(member.id) })}`;
    const handler = list.path.startsWith("getall") ? allRequestsGet : requestsGet;
    seen.length = 0;
    const res = await handler(new Request(`${BASE}/api/servicerequest/${list.path}`, { headers: { cookie } }));
    if (res.status !== 200) throw new Error(`${list.label}: ${res.status} ${await res.text()}`);
    const page = seen.find((query) => /FROM ("public"\.)?"ServiceRequest"/.test(query.sql) && /LIMIT/.test(query.sql));
    if (!page) throw new Error(`no page query captured for ${list.label}`);
    captured.set(list.label, { page, call: [...seen] });
  }
  await prisma.$disconnect();
  return captured;
};

const fmt = (result: TLoadResult) => `p50 ${result.p50.toFixed(2).padStart(7)}  p95 ${result.p95.toFixed(2).padStart(7)}`;

const startServer = async (target: TDatabaseTarget) => {
  // A throwaway session secret: a DATABASE_URL deployment refuses to start without one.
  const env: NodeJS.ProcessEnv = { NEXTAUTH_SECRET: "bench-only-session-secret-0123456789abcdef", ...process.env };
  env.NEXT_TELEMETRY_DISABLED = "1";
  delete env.SMTP_URL;
  if (target.kind === "postgres") env.DATABASE_URL = target.url;
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = target.dataDir ?? PGLITE_DIR;
  }
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_FLAGS ? process.env.BENCH_SERVER_FLAGS.split(" ") : []),
      "--import",
      "tsx",
      "bench/service-requests-handler-server.ts",
      String(PORT),
    ],
    {
      env,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  await waitForServer(`${BASE}/login`);
  return () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
};

const benchSize = async (kind: "postgres" | "pglite", target: TDatabaseTarget, size: number) => {
  const handle = await createAdapter(target);
  const seedClient = new PrismaClient({ adapter: handle.factory });
  const started = Date.now();
  const { added } = await seedBenchRequests(seedClient, size, console.log);
  await seedClient.$disconnect();
  console.log(
    `\n[${kind}] ${size.toLocaleString("en")} bench requests (${added.toLocaleString("en")} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const captured = await captureListQueries(handle);

  // The floors: the captured SQL with its parameters, straight through the driver.
  type TFloor = { one: TLoadResult; many: TLoadResult };
  const floors = new Map<string, { page: TFloor; call: TFloor; statements: number }>();
  const pool = kind === "postgres" ? new Pool({ connectionString: (target as { url: string }).url, max: 10 }) : null;
  const run = ({ sql, params }: TCaptured) => (pool ? pool.query(sql, params) : handle.pglite!.query(sql, params));
  const measure = async (call: () => Promise<unknown>): Promise<TFloor> => {
    await runCalls({ call, connections: 4, seconds: 1 });
    return {
      one: await runCalls({ call, connections: 1, seconds: SECONDS }),
      many: await runCalls({ call, connections: 20, seconds: SECONDS }),
    };
  };
  for (const list of LISTS) {
    const { page, call } = captured.get(list.label)!;
    floors.set(list.label, {
      page: await measure(() => run(page)),
      // The statements of one call in the order they were sent. The app sends the counts and the
      // page side by side; here they run one after another, so at one client this floor is a
      // little above what the same SQL could do at best.
      call: await measure(async () => {
        for (const statement of call) await run(statement);
      }),
      statements: call.length,
    });
  }
  if (pool && size === Math.max(...SIZES))
    for (const list of LISTS) {
      const { sql, params } = captured.get(list.label)!.page;
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      console.log(`  plan of the page query, ${list.label}:`);
      for (const row of plan.rows as { "QUERY PLAN": string }[]) console.log(`    ${row["QUERY PLAN"]}`);
    }
  await pool?.end();
  await closeDb();

  // PGlite is one process's database: the server opens it after the floor is measured.
  const stop = await startServer(target);
  try {
    console.log(
      `  ${"list (take=20) [statements per call]".padEnd(40)} ${"clients".padStart(7)}   ${"HTTP handler ms".padEnd(27)} ${"raw SQL of the call ms".padEnd(27)} ratio   ${"raw page query ms".padEnd(27)} ratio`,
    );
    for (const list of LISTS) {
      const cookie = await logIn(BASE, list.user);
      const url = `${BASE}/api/servicerequest/${list.path}`;
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      // Warm: the first list after the server starts otherwise pays for the JIT and the first
      // connections (its one-client p95 read up to twice the steady figure).
      await runLoad({ url, connections: 4, seconds: WARM_SECONDS, headers: { cookie } });
      const floor = floors.get(list.label)!;
      for (const [clients, call, page] of [
        [1, floor.call.one, floor.page.one],
        [20, floor.call.many, floor.page.many],
      ] as const) {
        const http = await runLoad({ url, connections: clients, seconds: SECONDS, headers: { cookie } });
        const errors =
          http.errors +
          Object.entries(http.statuses)
            .filter(([status]) => status !== "200")
            .reduce((sum, [, n]) => sum + n, 0);
        const label = clients === 1 ? `${list.label} [${floor.statements} stmts]` : "";
        console.log(
          `  ${label.padEnd(40)} ${String(clients).padStart(7)}   ${fmt(http)}   ${fmt(call)}  ${(http.p95 / call.p95).toFixed(1).padStart(4)}x   ${fmt(page)}  ${(http.p95 / page.p95).toFixed(1).padStart(4)}x${errors ? `  (${errors} errors)` : ""}`,
        );
      }
    }
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

const main = async () => {
  // The in-process handler calls of captureListQueries sign their own session cookies.
  process.env.NEXTAUTH_SECRET ??= "bench-only-session-secret-0123456789abcdef";
  console.log(
    `helpdesk lists at scale: sizes ${SIZES.join(", ")}, ${SECONDS} s per figure; raw SQL via pg (pool of 10, as the app) or PGlite`,
  );
  for (const kind of KINDS) {
    const target = await freshDatabase(kind);
    const handle = await createAdapter(target);
    await applyMigrations(handle.factory);
    const prisma = new PrismaClient({ adapter: handle.factory });
    await seedDemo(prisma);
    await prisma.$disconnect();
    await handle.close();
    for (const size of SIZES) await benchSize(kind, target, size);
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
