// Benchmark (issue 12): the national review queue with 50,000 applications, on PGlite and on
// Postgres: GET getalltableprojectapplications/0/20 as the national team calls it (all states, by
// one state, by words of the title), p50/p95 at one caller, each beside its floor. The route
// handler runs in this process through the real wrapper with the app's Prisma client; "[n]" is
// the statements Prisma sent for one call. The floor is those same statements with their
// parameters (captured from Prisma during a real call) sent straight through the driver one after
// another: the raw SQL of the same query, without the session check's JavaScript, Prisma's or the
// wrapper's.
// Usage: npx tsx bench/review-queue.ts [pglite|postgres|both] (default both)
//   BENCH_SECONDS (default 4) per figure; BENCH_APPLICATIONS (default 50000); DATABASE_URL_TEST
//   (default postgres://postgres@127.0.0.1:5432/test) names the Postgres server; the database
//   portal_bench_queue there and .data/bench/queue-pglite are made afresh and removed at the end.
import { Pool } from "pg";
import { GET as queueGet } from "../app/api/projects/getalltableprojectapplications/[a]/[b]/route";
import { createSessionRow, encodeSessionToken, sessionCookieName } from "../lib/auth/session";
import { seedMember } from "../lib/db/seed/seed-functions";
import { createAdapter } from "../lib/db/adapter";
import { closeDb, setDbForTesting } from "../lib/db/client";
import { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/migrate";
import { runCalls, type TLoadResult } from "./lib/load";
import { throwawayDatabase, type TBenchKind } from "./lib/bench-database";
import { seedApplicationsWorld } from "./lib/project-applications-seed";

type TKind = TBenchKind;
const ARG = process.argv[2] ?? "both";
const KINDS: TKind[] = ARG === "both" ? ["pglite", "postgres"] : [ARG as TKind];
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const database = throwawayDatabase({ postgres: "portal_bench_queue", pgliteDir: ".data/bench/queue-pglite" });

const QUERIES = [
  { label: "all states, newest 20", query: "" },
  { label: "state AREA_RECOMMENDED", query: "?state=AREA_RECOMMENDED" },
  { label: "search 'school 4242'", query: "?q=school%204242" },
  { label: "search 'classrooms' + state SUBMITTED", query: "?q=classrooms&state=SUBMITTED" },
];

const ms = (value: number) => value.toFixed(2).padStart(7);
const cell = (result: TLoadResult) => `p50 ${ms(result.p50)}  p95 ${ms(result.p95)}`;
const measure = async (call: () => Promise<unknown>) => {
  await runCalls({ call, connections: 1, seconds: 1 });
  return runCalls({ call, connections: 1, seconds: SECONDS });
};

const benchDatabase = async (kind: TKind) => {
  const target = await database.fresh(kind);
  if (!target) return;
  const handle = await createAdapter(target);
  const pool = target.kind === "postgres" ? new Pool({ connectionString: target.url, max: 10 }) : null;
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
    await seedApplicationsWorld(prisma, COUNT);
    const npc = await seedMember(prisma, {
      userName: "bench-npc",
      password: "Bench@12345",
      fullName: "Bench NPC",
      roles: ["NPC"],
    });
    console.log(
      `\n[${kind}] ${COUNT.toLocaleString("en")} applications seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const session = await createSessionRow(npc.id);
    const cookie = `${sessionCookieName()}=${await encodeSessionToken({ sid: session.id, sub: String(npc.id), roles: ["NPC"] })}`;
    const run = ({ sql, params }: { sql: string; params: unknown[] }) =>
      pool ? pool.query(sql, params) : handle.pglite!.query(sql, params);

    console.log(
      `  ${"call [statements]".padEnd(46)} ${"handler ms".padEnd(27)} ${"raw SQL of the call ms".padEnd(27)} ratio p50 / p95`,
    );
    for (const item of QUERIES) {
      const call = async () => {
        const res = await queueGet(
          new Request(`http://127.0.0.1:3000/api/projects/getalltableprojectapplications/0/20${item.query}`, {
            headers: { cookie },
          }),
          {
            params: Promise.resolve({ a: "0", b: "20" }),
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
        `  ${`${item.label} (${reply.total.toLocaleString("en")} found) [${statements.length}]`.padEnd(46)} ${cell(handler)}   ${cell(floor)}   ${(handler.p50 / floor.p50).toFixed(1)}x / ${(handler.p95 / floor.p95).toFixed(1)}x`,
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
