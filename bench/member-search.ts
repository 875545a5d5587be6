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
import { GET as searchGet } from "../app/api/auth/searchmembers/route";
import { throwawayDatabase, type TBenchKind } from "./lib/bench-database";
import { benchHandlerVsFloor } from "./lib/handler-vs-floor";

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

const main = async () => {
  process.env.NEXTAUTH_SECRET ??= "bench-only-session-secret-0123456789abcdef";
  for (const kind of KINDS)
    await benchHandlerVsFloor({
      kind,
      database,
      seconds: SECONDS,
      seed: async (_prisma, run) => {
        for (const sql of SEED_SQL) await run({ sql, params: [] });
        await run({ sql: "ANALYZE", params: [] });
        return `${COUNT.toLocaleString("en")} members`;
      },
      caller: { userName: "bench-admin", fullName: "Bench Admin", roles: ["Admin"] },
      heading: "search [statements]",
      width: 44,
      queries: QUERIES,
      call: (query, cookie) =>
        searchGet(new Request(`http://127.0.0.1:3000/api/auth/searchmembers${query}`, { headers: { cookie } }), {
          params: Promise.resolve({}),
        }),
    });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
