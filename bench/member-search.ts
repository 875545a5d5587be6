// Benchmark (issue 13): the secretariat's member search (GET /api/auth/searchmembers, as
// manage/manageuserbyadmin calls it) with 50,000 members, on PGlite and on Postgres: p50/p95 at one
// caller for a page of 25 by name, by table, by area, by role and state, each beside its floor. The
// route handler runs in this process through the real wrapper with the app's Prisma client; "[n]" is
// the statements Prisma sent for one call. The floor is those same statements with their parameters
// (captured from Prisma during a real call) sent straight through the driver: the raw SQL of the same
// query, without the session check, Prisma or the wrapper.
// Usage: npx tsx bench/member-search.ts [pglite|postgres|both] (default both)
//   BENCH_SECONDS (default 4) per figure; BENCH_MEMBERS (default 50000); DATABASE_URL_TEST names
//   the Postgres server; the database portal_bench_members there and .data/bench/members-pglite are
//   made afresh and removed at the end.
import { Pool } from "pg";
import { GET as searchGet } from "../app/api/auth/searchmembers/route";
import { createSessionRow, encodeSessionToken, sessionCookieName } from "../lib/auth/session";
import { createAdapter } from "../lib/db/adapter";
import { closeDb, setDbForTesting } from "../lib/db/client";
import { PrismaClient } from "../lib/db/generated/client";
import { seedMember } from "../lib/db/seed/seed-functions";
import { applyMigrations } from "../lib/db/migrate";
import { throwawayDatabase, type TBenchKind } from "./lib/bench-database";
import { runCalls, type TLoadResult } from "./lib/load";

const ARG = process.argv[2] ?? "both";
const KINDS: TBenchKind[] = ARG === "both" ? ["pglite", "postgres"] : [ARG as TBenchKind];
const COUNT = Number(process.env.BENCH_MEMBERS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const AREAS = 20;
const TABLES = 400;
const CIRCLES = 100;
const database = throwawayDatabase({ postgres: "portal_bench_members", pgliteDir: ".data/bench/members-pglite" });

const QUERIES = [
  { label: "all, first page", query: "" },
  { label: "name 'kumar'", query: "?q=kumar" },
  { label: "name 'priya sharma 4242'", query: "?q=priya%20sharma%204242" },
  { label: "table 123", query: "?tableNo=123" },
  { label: "area 7", query: "?areaNo=7" },
  { label: "role TEX, approved", query: "?role=TEX&state=approved" },
  { label: "pending sign-ups", query: "?state=pending" },
  { label: "all, page 1,000", query: "?page=1000" },
];

/** Areas, tables, circles and COUNT members with roles, in a few set-based statements. */
const SEED_SQL = [
  `INSERT INTO "Area" ("areaNo", "name") SELECT g, 'Area ' || g FROM generate_series(1, ${AREAS}) g`,
  `INSERT INTO "Table" ("tableNo", "name", "areaId", "updatedAt")
     SELECT g, 'Table ' || g, (SELECT id FROM "Area" WHERE "areaNo" = 1 + (g - 1) % ${AREAS}), now()
     FROM generate_series(1, ${TABLES}) g`,
  `INSERT INTO "Circle" ("circleNo", "name", "areaId")
     SELECT g, 'Circle ' || g, (SELECT id FROM "Area" WHERE "areaNo" = 1 + (g - 1) % ${AREAS}) FROM generate_series(1, ${CIRCLES}) g`,
  `INSERT INTO "Member" ("userName", "passwordHash", "fullName", "officeEmail", "tableNo", "circleNo", "isApproved", "updatedAt")
     SELECT 'm' || g, 'x',
       (ARRAY['Priya','Arjun','Kavya','Rahul','Anita','Vikram','Meera','Suresh','Divya','Karthik'])[1 + g % 10] || ' ' ||
       (ARRAY['Sharma','Kumar','Iyer','Reddy','Nair','Patel','Singh','Das','Rao','Menon','Gupta','Joshi'])[1 + (g / 10) % 12] || ' ' || g,
       'm' || g || '@example.org',
       CASE WHEN g % 10 <> 0 THEN 1 + g % ${TABLES} END,
       CASE WHEN g % 10 = 0 THEN 1 + g % ${CIRCLES} END,
       g % 50 <> 0, now()
     FROM generate_series(1, ${COUNT}) g`,
  `INSERT INTO "MemberRole" ("memberId", "role") SELECT id, 'User' FROM "Member"`,
  `INSERT INTO "MemberRole" ("memberId", "role") SELECT id, 'TEX' FROM "Member" WHERE id % 25 = 0`,
];

const ms = (value: number) => value.toFixed(2).padStart(7);
const cell = (result: TLoadResult) => `p50 ${ms(result.p50)}  p95 ${ms(result.p95)}`;
const measure = async (call: () => Promise<unknown>) => {
  await runCalls({ call, connections: 1, seconds: 1 });
  return runCalls({ call, connections: 1, seconds: SECONDS });
};

const benchDatabase = async (kind: TBenchKind) => {
  const target = await database.fresh(kind);
  if (!target) return;
  const handle = await createAdapter(target);
  const pool = target.kind === "postgres" ? new Pool({ connectionString: target.url, max: 10 }) : null;
  const run = ({ sql, params }: { sql: string; params: unknown[] }) =>
    pool ? pool.query(sql, params) : handle.pglite!.query(sql, params);
  try {
    await applyMigrations(handle.factory);
    const prisma = new PrismaClient({
      adapter: handle.factory,
      errorFormat: "minimal",
      log: [{ emit: "event", level: "query" }],
    });
    const seen: { sql: string; params: unknown[] }[] = [];
    prisma.$on("query", (event) => seen.push({ sql: event.query, params: JSON.parse(event.params) as unknown[] }));
    setDbForTesting(prisma, handle);
    const started = Date.now();
    for (const sql of SEED_SQL) await run({ sql, params: [] });
    await run({ sql: "ANALYZE", params: [] });
    const admin = await seedMember(prisma, {
      userName: "bench-admin",
      password: "Bench@12345",
      fullName: "Bench Admin",
      roles: ["Admin"],
    });
    console.log(`\n[${kind}] ${COUNT.toLocaleString("en")} members seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const session = await createSessionRow(admin.id);
    const cookie = `${sessionCookieName()}=${await encodeSessionToken({ sid: session.id, sub: String(admin.id), roles: ["Admin"] })}`;

    console.log(
      `  ${"search [statements]".padEnd(44)} ${"handler ms".padEnd(27)} ${"raw SQL of the call ms".padEnd(27)} ratio p50 / p95`,
    );
    for (const item of QUERIES) {
      const call = async () => {
        const res = await searchGet(
          new Request(`http://127.0.0.1:3000/api/auth/searchmembers${item.query}`, { headers: { cookie } }),
          {
            params: Promise.resolve({}),
          },
        );
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${item.label}: ${res.status} ${text}`);
        return text;
      };
      seen.length = 0;
      const reply = JSON.parse(await call()) as { total: number };
      const statements = [...seen];
      const handler = await measure(call);
      const floor = await measure(async () => {
        for (const statement of statements) await run(statement);
      });
      console.log(
        `  ${`${item.label} (${reply.total.toLocaleString("en")} found) [${statements.length}]`.padEnd(44)} ${cell(handler)}   ${cell(floor)}   ${(handler.p50 / floor.p50).toFixed(1)}x / ${(handler.p95 / floor.p95).toFixed(1)}x`,
      );
    }
    await prisma.$disconnect();
  } finally {
    await pool?.end();
    await closeDb();
    await handle.close();
    await database.drop(kind);
  }
};

const main = async () => {
  process.env.NEXTAUTH_SECRET ??= "bench-only-session-secret-0123456789abcdef";
  for (const kind of KINDS) await benchDatabase(kind);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
