// Returning the completion (updatetableprojectapplicationstageforapproval on the pack's last stage)
// takes its row locks in the order every writer of a stage takes them (lib/projects/row-locks.ts):
// the stage's row first, then the application's. A writer that holds the stage and then needs the
// application (a submission moves it) is waited for, rather than deadlocking with the return.
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { stageReviewApi } from "./app-api";
import { COMPLETION, setupGrantWorld } from "./grant-fixture";
import { lockApplication, lockStage } from "@/lib/projects/row-locks";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

/** "40P01" for a transaction chosen as a deadlock's victim (Prisma reports it as P2034), else the error. */
const sqlStateOf = (error: unknown) => {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : String(error);
  return /40P01|deadlock|P2034/i.test(text) ? "40P01" : text;
};

describeOnPostgres("returning the completion while a writer of its stage holds the stage", () => {
  it("waits for the writer, which then takes the application: no deadlock, both go through", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Returned while written");
    const stageId = app.stageIds[COMPLETION]!;
    let returning: Promise<{ status: number; body: unknown }> | undefined;
    // A writer of the stage, as loadStageForWrite and a submission take their locks: the stage's
    // row, then (once the return has started and waits) the application's row.
    const writer = prisma
      .$transaction(
        async (tx) => {
          await lockStage(tx, stageId);
          returning = stageReviewApi.decide(fixture().world.members.npc.auth, {
            applicationStageId: stageId,
            approve: false,
            remark: "The invoices do not add up.",
          });
          await untilSettledOrWaiting(prisma, returning);
          await lockApplication(tx, app.id);
          return "written";
        },
        { timeout: 20_000 },
      )
      .catch(sqlStateOf);

    expect(await writer).toBe("written");
    const reply = await returning!;
    // Before the fix the return held the application and waited for the stage: Postgres broke the
    // deadlock by failing one of the two (the return answered 500, or the writer failed with 40P01).
    expect(reply.status).toBe(200);
    expect(await prisma.projectApplication.findUniqueOrThrow({ where: { id: app.id }, select: { state: true } })).toEqual({
      state: "IN_PROGRESS",
    });
    expect(await prisma.applicationStage.findUniqueOrThrow({ where: { id: stageId }, select: { state: true } })).toEqual({
      state: "OPEN",
    });
  });

  it("a return and a submission-like writer, started together many times, never deadlock", async () => {
    const prisma = db().prisma;
    for (let round = 0; round < 8; round += 1) {
      const app = await fixture().applicationIn("COMPLETION_SUBMITTED", `Race ${round}`);
      const stageId = app.stageIds[COMPLETION]!;
      const [reply, writer] = await Promise.all([
        stageReviewApi.decide(fixture().world.members.npc.auth, {
          applicationStageId: stageId,
          approve: false,
          remark: `Round ${round}`,
        }),
        prisma
          .$transaction(async (tx) => {
            await lockStage(tx, stageId);
            await tx.$executeRaw`SELECT pg_sleep(0.05)`;
            await lockApplication(tx, app.id);
            return "written";
          })
          .catch(sqlStateOf),
      ]);
      expect([round, writer]).toEqual([round, "written"]);
      expect([round, reply.status]).toEqual([round, 200]);
    }
  });
});
