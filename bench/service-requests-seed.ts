// Seeds N (default 100,000) service requests with their first actions in a few SQL statements
// (INSERT ... SELECT generate_series), into DATABASE_URL or the embedded database in PGLITE_DIR.
// Half are in "IT Support" (tex's category), spread over the demo members, statuses 1/0/2, over
// about a month. Run after the migrations and the demo seed; a second run adds nothing.
// Usage: npx tsx bench/service-requests-seed.ts [count]
import { createAdapter } from "../lib/db/adapter";
import { createPrismaClient, databaseTargetFromEnv, type TPrisma } from "../lib/db/client";

const TITLE_PREFIX = "Bench request ";
const SEED_CHUNK = 100_000;

export const seedBenchRequests = async (prisma: TPrisma, count: number, log: (line: string) => void = () => {}) => {
  const existing = await prisma.serviceRequest.count({ where: { title: { startsWith: TITLE_PREFIX } } });
  if (existing >= count) return { added: 0, total: existing };
  const members = (await prisma.member.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
  const categories = await prisma.serviceCategory.findMany({ select: { id: true, nameKey: true }, orderBy: { id: "asc" } });
  const it = categories.find((row) => row.nameKey === "it support");
  if (!it || members.length === 0) throw new Error("run the demo seed first (IT Support and the demo members)");
  const others = categories.filter((row) => row.id !== it.id).map((row) => row.id);
  const add = count - existing;
  const year = new Date().getUTCFullYear();
  // Only integers this script read from the database are inlined.
  const memberArray = `ARRAY[${members.join(",")}]::int[]`;
  const otherArray = `ARRAY[${(others.length ? others : [it.id]).join(",")}]::int[]`;

  // In chunks, each its own transaction: one statement of a million rows is far slower on PGlite
  // (its whole change in WASM memory) than ten of 100,000.
  for (let from = existing + 1; from <= count; from += SEED_CHUNK) {
    const to = Math.min(count, from + SEED_CHUNK - 1);
    const chunkStarted = Date.now();
    await prisma.$transaction(
      async (tx) => {
        const start = (await tx.ticketSequence.findUnique({ where: { year } }))?.lastValue ?? 0;
        const [before] = await tx.$queryRawUnsafe<{ maxId: number }[]>(
          `SELECT COALESCE(max("id"), 0)::int AS "maxId" FROM "ServiceRequest"`,
        );
        const maxId = before!.maxId;
        await tx.$executeRawUnsafe(`
          INSERT INTO "ServiceRequest" ("ticketNumber", "title", "categoryId", "year", "status", "requesterId",
            "createdAt", "updatedAt", "firstResponseAt", "resolvedAt")
          SELECT ticket, title, category, ${year}, status, requester, created,
            COALESCE(resolved, responded, created) + (g % 60) * interval '1 second', responded, resolved
          FROM (
            SELECT g,
              'SR-${year}-' || lpad((${start} + g - ${from} + 1)::text, GREATEST(6, length((${start} + g - ${from} + 1)::text)), '0') AS ticket,
              '${TITLE_PREFIX}' || g AS title,
              CASE WHEN g % 2 = 0 THEN ${it.id} ELSE (${otherArray})[1 + (g / 2) % cardinality(${otherArray})] END AS category,
              (ARRAY[1, 1, 1, 0, 2])[1 + g % 5] AS status,
              (${memberArray})[1 + (g * 7) % cardinality(${memberArray})] AS requester,
              ((now() AT TIME ZONE 'UTC') - (${count} - g) * interval '25 seconds')::timestamp(3) AS created,
              CASE WHEN g % 5 >= 3 OR g % 3 = 0
                THEN ((now() AT TIME ZONE 'UTC') - (${count} - g) * interval '25 seconds' + (5 + g % 240) * interval '1 minute')::timestamp(3)
              END AS responded,
              CASE WHEN g % 5 >= 3
                THEN ((now() AT TIME ZONE 'UTC') - (${count} - g) * interval '25 seconds' + (30 + g % 3000) * interval '1 minute')::timestamp(3)
              END AS resolved
            FROM generate_series(${from}, ${to}) AS g
          ) AS rows`);
        await tx.$executeRawUnsafe(`
          INSERT INTO "ServiceAction" ("serviceRequestId", "year", "remark", "authorId", "createdAt")
          SELECT r."id", r."year", 'First remark of ' || r."title", r."requesterId", r."createdAt"
          FROM "ServiceRequest" r WHERE r."id" > ${maxId}`);
        await tx.$executeRawUnsafe(`
          INSERT INTO "TicketSequence" ("year", "lastValue") VALUES (${year}, ${start + to - from + 1})
          ON CONFLICT ("year") DO UPDATE SET "lastValue" = GREATEST("TicketSequence"."lastValue", EXCLUDED."lastValue")`);
      },
      { timeout: 600_000, maxWait: 60_000 },
    );
    log(`  seeded ${to.toLocaleString("en")} of ${count.toLocaleString("en")} in ${Date.now() - chunkStarted} ms`);
  }
  const vacuumStarted = Date.now();
  // As autovacuum would on a server: statistics for the planner, visibility for index-only counts.
  // Every table, so that no autovacuum of the counters or sessions runs during the measurement.
  await prisma.$executeRawUnsafe(`VACUUM ANALYZE`);
  // And the bulk load's dirty pages written now: otherwise the next timed checkpoint writes them
  // (hundreds of MB at a million requests) in the middle of whichever figure is being measured.
  await prisma.$executeRawUnsafe(`CHECKPOINT`);
  log(`  VACUUM ANALYZE and CHECKPOINT in ${Date.now() - vacuumStarted} ms`);
  return { added: add, total: count };
};

const main = async () => {
  const count = Number(process.argv[2] ?? process.env.BENCH_REQUESTS ?? 100_000);
  const handle = await createAdapter(databaseTargetFromEnv());
  const prisma = createPrismaClient(handle);
  try {
    const started = Date.now();
    const { added, total } = await seedBenchRequests(prisma, count, console.log);
    console.log(
      `bench seed: ${added} service requests added (${total} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await prisma.$disconnect();
    await handle.close();
  }
};

if (process.argv[1]?.endsWith("service-requests-seed.ts")) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
