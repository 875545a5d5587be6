// A transaction Postgres rolls back in favour of another (here a deadlock: two transactions lock
// the same two rows in opposite orders) reaches the route wrapper as Prisma's P2034. Nothing of it
// was written, so the caller is answered 503 with Retry-After ("try again"), not 500.
import { defineRoute } from "@/lib/http/route";
import { describeOnPostgres, setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

/** Two transactions that each lock one row, then wait for the other's: Postgres ends one of them. */
const deadlock = async () => {
  const prisma = db().prisma;
  const [first, second] = [`conflict-a-${Date.now()}`, `conflict-b-${Date.now()}`];
  await prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "WriteConflictProbe" ("key" text PRIMARY KEY, "n" int NOT NULL)`);
  await prisma.$executeRawUnsafe(`INSERT INTO "WriteConflictProbe" VALUES ($1, 0), ($2, 0)`, first, second);
  let bothHoldOne: () => void = () => undefined;
  let held = 0;
  const ready = new Promise<void>((resolve) => (bothHoldOne = resolve));
  const crossed = (own: string, other: string) =>
    prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE "WriteConflictProbe" SET "n" = "n" + 1 WHERE "key" = $1`, own);
        held += 1;
        if (held === 2) bothHoldOne();
        await ready;
        await tx.$executeRawUnsafe(`UPDATE "WriteConflictProbe" SET "n" = "n" + 1 WHERE "key" = $1`, other);
      },
      { timeout: 20_000 },
    );
  const results = await Promise.allSettled([crossed(first, second), crossed(second, first)]);
  const counts = await prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT "n" FROM "WriteConflictProbe" WHERE "key" IN ($1, $2)`,
    first,
    second,
  );
  return { results, total: counts.reduce((sum, row) => sum + row.n, 0) };
};

describeOnPostgres("a transaction rolled back for a conflict with another", () => {
  afterAll(async () => {
    await db().prisma.$executeRawUnsafe(`DROP TABLE IF EXISTS "WriteConflictProbe"`);
  });

  it("answers 503 with Retry-After, saying to try again, and nothing of the loser is written", async () => {
    const { results, total } = await deadlock();
    const failed = results.filter((result) => result.status === "rejected");
    expect(failed).toHaveLength(1);
    // The winner's two updates only: the loser's first update was rolled back with it.
    expect(total).toBe(2);
    const reason = (failed[0] as PromiseRejectedResult).reason as unknown;

    const route = defineRoute({
      handler: async () => {
        throw reason;
      },
    });
    const reply = await route(new Request("http://localhost/api/blog/getallblogs"));
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toBe("1");
    expect(reply.headers.get("cache-control")).toMatch(/no-store/);
    expect(await reply.json()).toMatchObject({
      message: "Another change to the same records was being saved at that moment. Please try again.",
    });
  });
});
