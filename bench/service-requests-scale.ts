// Benchmark: the helpdesk's paged lists at 1,000, 100,000 and 1,000,000 requests, on Postgres and
// on PGlite, each beside its floor: the same page SQL (captured from Prisma) run directly through
// pg / PGlite. p50/p95 at 1 and 20 concurrent clients. The lists are served by
// bench/service-requests-handler-server.ts (the route handlers without Next.js) in a child process.
// PGlite is one connection: its "20 clients" queue and run one at a time, in the server as in the
// floor. Also prints the Postgres plan of each page query at the largest size.
// Usage: npx tsx bench/service-requests-scale.ts [sizes, default 1000,100000,1000000] [pglite,postgres]
//   BENCH_SECONDS (default 4) per figure; DATABASE_URL_TEST (default postgresql://postgres@127.0.0.1:5432/test)
//   names the Postgres server; the database portal_bench_scale on it is dropped and made afresh.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { Client, Pool } from "pg";
import type { TRole } from "../lib/auth/roles";
import type { TSession } from "../lib/auth/session";
import { createAdapter, type TAdapterHandle, type TDatabaseTarget } from "../lib/db/adapter";
import { closeDb, setDbForTesting } from "../lib/db/client";
import { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/migrate";
import { seedDemo } from "../lib/db/seed/demo";
import { listServiceRequestsPage, type TListScope } from "../lib/service-requests/list-service-requests";
import { logIn, runCalls, runLoad, waitForServer, type TLoadResult } from "./lib/load";
import { seedBenchRequests } from "./service-requests-seed";

const SIZES = (process.argv[2] ?? "1000,100000,1000000").split(",").map(Number);
const KINDS = (process.argv[3] ?? "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const SERVER_URL = process.env.DATABASE_URL_TEST ?? "postgresql://postgres@127.0.0.1:5432/test";
const BENCH_DB = "portal_bench_scale";
const PGLITE_DIR = ".data/bench/scale-pglite";
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://127.0.0.1:${PORT}`;

type TList = { label: string; user: string; path: string; scope: TListScope; status: 1 };
const LISTS: TList[] = [
  {
    label: "own, status=1 (member)",
    user: "member",
    path: "getservicerequests?view=own&status=1&take=20",
    scope: { kind: "own" },
    status: 1,
  },
  {
    label: "admin view, status=1 (tex)",
    user: "tex",
    path: "getservicerequests?view=admin&status=1&take=20",
    scope: { kind: "administered" },
    status: 1,
  },
  {
    label: "all, status=1 (admin)",
    user: "admin",
    path: "getallservicerequests?status=1&take=20",
    scope: { kind: "all" },
    status: 1,
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

/** Runs each list once through the domain function and keeps the page query Prisma sent. */
const capturePageQueries = async (handle: TAdapterHandle) => {
  const prisma = new PrismaClient({ adapter: handle.factory, log: [{ emit: "event", level: "query" }] });
  const seen: TCaptured[] = [];
  prisma.$on("query", (event) => seen.push({ sql: event.query, params: JSON.parse(event.params) as unknown[] }));
  setDbForTesting(prisma, handle);
  const captured = new Map<string, TCaptured>();
  for (const list of LISTS) {
    const member = await prisma.member.findFirstOrThrow({
      where: { userName: list.user },
      select: {
        id: true,
        userName: true,
        fullName: true,
        title: true,
        tableNo: true,
        circleNo: true,
        roles: { select: { role: true } },
      },
    });
    const session = {
      ...member,
      sessionId: "bench",
      memberId: member.id,
      roles: member.roles.map((row) => row.role as TRole),
    } as unknown as TSession;
    seen.length = 0;
    await listServiceRequestsPage({ session, scope: list.scope, query: { status: list.status, take: 20 } });
    const page = seen.find((query) => /FROM "public"\."ServiceRequest"/.test(query.sql) && /LIMIT/.test(query.sql));
    if (!page) throw new Error(`no page query captured for ${list.label}`);
    captured.set(list.label, page);
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
  const child = spawn(process.execPath, ["--import", "tsx", "bench/service-requests-handler-server.ts", String(PORT)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
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
  const { added } = await seedBenchRequests(seedClient, size);
  await seedClient.$disconnect();
  console.log(
    `\n[${kind}] ${size.toLocaleString("en")} bench requests (${added.toLocaleString("en")} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const captured = await capturePageQueries(handle);

  // The floor: the captured page SQL with its parameters, straight through the driver.
  const floors = new Map<string, { one: TLoadResult; many: TLoadResult }>();
  const pool = kind === "postgres" ? new Pool({ connectionString: (target as { url: string }).url, max: 10 }) : null;
  for (const list of LISTS) {
    const { sql, params } = captured.get(list.label)!;
    const call = pool ? () => pool.query(sql, params) : () => handle.pglite!.query(sql, params);
    await runCalls({ call, connections: 4, seconds: 1 });
    floors.set(list.label, {
      one: await runCalls({ call, connections: 1, seconds: SECONDS }),
      many: await runCalls({ call, connections: 20, seconds: SECONDS }),
    });
  }
  if (pool && size === Math.max(...SIZES))
    for (const list of LISTS) {
      const { sql, params } = captured.get(list.label)!;
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
      `  ${"list (take=20)".padEnd(30)} ${"clients".padStart(7)}   ${"HTTP handler ms".padEnd(27)} ${"raw page SQL ms".padEnd(27)} p95 ratio`,
    );
    for (const list of LISTS) {
      const cookie = await logIn(BASE, list.user);
      const url = `${BASE}/api/servicerequest/${list.path}`;
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await runLoad({ url, connections: 4, seconds: 1, headers: { cookie } });
      const floor = floors.get(list.label)!;
      for (const [clients, raw] of [
        [1, floor.one],
        [20, floor.many],
      ] as const) {
        const http = await runLoad({ url, connections: clients, seconds: SECONDS, headers: { cookie } });
        const errors =
          http.errors +
          Object.entries(http.statuses)
            .filter(([status]) => status !== "200")
            .reduce((sum, [, n]) => sum + n, 0);
        console.log(
          `  ${list.label.padEnd(30)} ${String(clients).padStart(7)}   ${fmt(http)}   ${fmt(raw)}   ${(http.p95 / raw.p95).toFixed(1).padStart(5)}x${errors ? `  (${errors} errors)` : ""}`,
        );
      }
    }
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

const main = async () => {
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
