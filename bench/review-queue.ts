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
import { GET as queueGet } from "../app/api/projects/getalltableprojectapplications/[a]/[b]/route";
import { throwawayDatabase, type TBenchKind } from "./lib/bench-database";
import { benchHandlerVsFloor } from "./lib/handler-vs-floor";
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

const main = async () => {
  process.env.NEXTAUTH_SECRET ??= "bench-only-session-secret-0123456789abcdef";
  for (const kind of KINDS)
    await benchHandlerVsFloor({
      kind,
      database,
      seconds: SECONDS,
      seed: async (prisma) => {
        await seedApplicationsWorld(prisma, COUNT);
        return `${COUNT.toLocaleString("en")} applications`;
      },
      caller: { userName: "bench-npc", fullName: "Bench NPC", roles: ["NPC"] },
      heading: "call [statements]",
      width: 46,
      queries: QUERIES,
      call: (query, cookie) =>
        queueGet(
          new Request(`http://127.0.0.1:3000/api/projects/getalltableprojectapplications/0/20${query}`, { headers: { cookie } }),
          { params: Promise.resolve({ a: "0", b: "20" }) },
        ),
    });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
