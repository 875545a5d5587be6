// The queue's limits on a job that never ends: one whose every attempt began and none finished (its
// process died each time) is given up rather than run for ever, and a handler that never settles
// fails at its definition's time limit while the rest of the batch still runs.
import { enqueueJob, LOCK_TIMEOUT_MS, recurringKey, runDueJobs, type TJobDefinition } from "@/lib/jobs/queue";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const MINUTE = 60 * 1000;

beforeEach(async () => {
  await db().prisma.job.deleteMany();
});

const rowOf = (n: string) => db().prisma.job.findFirstOrThrow({ where: { payload: { equals: { n } } } });

it("gives up a one-off job whose last attempt never finished, and still runs a recurring one", async () => {
  const ran: string[] = [];
  const jobs: TJobDefinition[] = [
    { name: "crashy", run: async (payload) => void ran.push((payload as { n: string }).n) },
    { name: "tick", everyMs: 60 * MINUTE, run: async () => void ran.push("tick") },
  ];
  const stale = new Date(Date.now() - LOCK_TIMEOUT_MS - MINUTE);
  await enqueueJob("crashy", { n: "died" }, { maxAttempts: 3 });
  await enqueueJob("crashy", { n: "given-back" }, { maxAttempts: 3 });
  await enqueueJob("crashy", { n: "one-left" }, { maxAttempts: 3 });
  await enqueueJob("tick", { n: "tick" }, { key: recurringKey("tick") });
  await db().prisma.job.updateMany({
    where: { payload: { equals: { n: "died" } } },
    data: { attempts: 3, lockedAt: stale, lockedBy: "dead", lastError: "broken 2" },
  });
  // Given back by a worker stopped with it in hand: unlocked, its attempt counted.
  await db().prisma.job.updateMany({ where: { payload: { equals: { n: "given-back" } } }, data: { attempts: 3 } });
  await db().prisma.job.updateMany({ where: { payload: { equals: { n: "one-left" } } }, data: { attempts: 2, lockedAt: stale } });
  await db().prisma.job.updateMany({ where: { name: "tick" }, data: { attempts: 9, lockedAt: stale, lockedBy: "dead" } });

  expect(await runDueJobs(jobs)).toEqual({ claimed: 2, succeeded: 2, failed: 0 });
  expect(ran.sort()).toEqual(["one-left", "tick"]);
  const died = await rowOf("died");
  expect(died).toMatchObject({ attempts: 3, lockedAt: null, lockedBy: null, doneAt: null });
  expect(died.failedAt).not.toBeNull();
  expect(died.lastError).toBe("Given up after 3 attempts: the last never finished (its process stopped or died)\nbroken 2");
  expect((await rowOf("given-back")).failedAt).not.toBeNull();
  expect(await rowOf("one-left")).toMatchObject({ attempts: 3, failedAt: null });
  expect((await rowOf("one-left")).doneAt).not.toBeNull();
  expect(await rowOf("tick")).toMatchObject({ attempts: 0, failedAt: null, lockedBy: null });
  expect(await runDueJobs(jobs)).toEqual({ claimed: 0, succeeded: 0, failed: 0 });
});

it("fails a handler that never settles at its time limit, and runs the other due jobs", async () => {
  const ran: string[] = [];
  const jobs: TJobDefinition[] = [
    { name: "hang", timeoutMs: 1000, run: () => new Promise<void>(() => ran.push("hang")) },
    { name: "quick", run: async (payload) => void ran.push((payload as { n: string }).n) },
  ];
  await enqueueJob("hang", { n: "hang" }, { runAt: new Date(Date.now() - 2 * MINUTE), maxAttempts: 2 });
  await enqueueJob("quick", { n: "after" }, { runAt: new Date(Date.now() - MINUTE) });
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const started = Date.now();
    expect(await runDueJobs(jobs)).toEqual({ claimed: 2, succeeded: 1, failed: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    spy.mockRestore();
  }
  expect(ran).toEqual(["hang", "after"]);
  const hung = await rowOf("hang");
  expect(hung).toMatchObject({ attempts: 1, lockedBy: null, doneAt: null, failedAt: null });
  expect(hung.lastError).toContain("job hang did not finish within 1 s");
  expect(hung.runAt.getTime()).toBeGreaterThan(Date.now());
  expect((await rowOf("after")).doneAt).not.toBeNull();
}, 15_000);
