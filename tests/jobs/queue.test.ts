// The database job queue: one-off jobs with retries and backoff, giving up, de-duplication by key,
// recurring jobs scheduled idempotently, SKIP LOCKED claims by concurrent workers, stale locks,
// and the polling worker with real timers.
import {
  cancelJob,
  enqueueJob,
  LOCK_TIMEOUT_MS,
  recurringKey,
  retryDelayMs,
  runDueJobs,
  scheduleRecurringJobs,
  type TJobDefinition,
} from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const MINUTE = 60 * 1000;

beforeEach(async () => {
  await db().prisma.job.deleteMany();
});

const jobRow = (name: string) => db().prisma.job.findFirstOrThrow({ where: { name } });

describe("runDueJobs", () => {
  it("runs a due job once with its payload, and leaves jobs that are not due", async () => {
    const seen: unknown[] = [];
    const jobs: TJobDefinition[] = [{ name: "echo", run: async (payload) => void seen.push(payload) }];
    await enqueueJob("echo", { n: 1 });
    await enqueueJob("echo", { n: 2 }, { runAt: new Date(Date.now() + 60 * MINUTE) });
    expect(await runDueJobs(jobs)).toEqual({ claimed: 1, succeeded: 1, failed: 0 });
    expect(await runDueJobs(jobs)).toEqual({ claimed: 0, succeeded: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    const done = await db().prisma.job.findMany({ where: { doneAt: { not: null } } });
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ attempts: 1, lockedAt: null, lockedBy: null, lastError: null });
  });

  it("retries a failing job with growing backoff and gives up after maxAttempts", async () => {
    let calls = 0;
    const jobs: TJobDefinition[] = [
      {
        name: "flaky",
        run: async () => {
          calls += 1;
          throw new Error(`broken ${calls}`);
        },
      },
    ];
    await enqueueJob("flaky", {}, { maxAttempts: 3 });
    let now = new Date();
    const clock = () => now;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await runDueJobs(jobs, { now: clock })).failed).toBe(1);
      let row = await jobRow("flaky");
      expect(row.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
      expect(row.lastError).toContain("broken 1");
      expect(row.lockedBy).toBeNull();
      // Not due before its backoff has passed.
      expect((await runDueJobs(jobs, { now: clock })).claimed).toBe(0);
      now = new Date(row.runAt.getTime());
      await runDueJobs(jobs, { now: clock });
      row = await jobRow("flaky");
      expect(row.runAt.getTime()).toBe(now.getTime() + retryDelayMs(2));
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
      now = new Date(row.runAt.getTime());
      await runDueJobs(jobs, { now: clock });
      row = await jobRow("flaky");
      expect(row.attempts).toBe(3);
      expect(row.failedAt?.getTime()).toBe(now.getTime());
      now = new Date(now.getTime() + 24 * 60 * MINUTE);
      expect((await runDueJobs(jobs, { now: clock })).claimed).toBe(0);
      expect(calls).toBe(3);
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps one job per key", async () => {
    expect(await enqueueJob("echo", { n: 1 }, { key: "once" })).toBe(true);
    expect(await enqueueJob("echo", { n: 2 }, { key: "once" })).toBe(false);
    expect(await db().prisma.job.count()).toBe(1);
  });

  it("cancels a queued job by its key, inside a transaction too, and leaves one in hand or finished", async () => {
    const jobs: TJobDefinition[] = [{ name: "later", run: async () => {} }];
    const soon = new Date(Date.now() + 60 * MINUTE);
    await enqueueJob("later", {}, { key: "later:queued", runAt: soon });
    await enqueueJob("later", {}, { key: "later:done" });
    expect(await runDueJobs(jobs)).toMatchObject({ claimed: 1, succeeded: 1 });
    await enqueueJob("later", {}, { key: "later:held" });
    // A worker holds this one (claimed, not yet finished).
    await db().prisma.job.update({ where: { key: "later:held" }, data: { lockedAt: new Date(), lockedBy: "w1", attempts: 1 } });

    await expect(
      db().prisma.$transaction(async (tx) => {
        expect(await cancelJob("later:queued", { db: tx })).toBe(true);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db().prisma.job.count({ where: { key: "later:queued" } })).toBe(1);

    expect(await cancelJob("later:queued")).toBe(true);
    expect(await cancelJob("later:queued")).toBe(false);
    expect(await cancelJob("later:done")).toBe(false);
    expect(await cancelJob("later:held")).toBe(false);
    expect((await db().prisma.job.findMany({ select: { key: true }, orderBy: { key: "asc" } })).map((job) => job.key)).toEqual([
      "later:done",
      "later:held",
    ]);
  });

  it("schedules recurring jobs idempotently and runs them again after their interval", async () => {
    let runs = 0;
    const jobs: TJobDefinition[] = [
      { name: "tick", everyMs: 60 * MINUTE, run: async () => void (runs += 1) },
      { name: "one-off", run: async () => {} },
    ];
    const t0 = new Date();
    await scheduleRecurringJobs(jobs, t0);
    await scheduleRecurringJobs(jobs, t0);
    const rows = await db().prisma.job.findMany();
    expect(rows.map((row) => [row.name, row.key])).toEqual([["tick", recurringKey("tick")]]);
    await runDueJobs(jobs, { now: () => t0 });
    const after = await jobRow("tick");
    expect(after).toMatchObject({ doneAt: null, attempts: 0, lockedAt: null });
    expect(after.runAt.getTime()).toBe(t0.getTime() + 60 * MINUTE);
    await runDueJobs(jobs, { now: () => new Date(t0.getTime() + 59 * MINUTE) });
    await runDueJobs(jobs, { now: () => new Date(t0.getTime() + 60 * MINUTE) });
    expect(runs).toBe(2);
  });

  it("gives every job to exactly one of several concurrent workers", async () => {
    const ranBy = new Map<string, string[]>();
    const jobs = (worker: string): TJobDefinition[] => [
      {
        name: "share",
        run: async (payload) => {
          const n = String((payload as { n: number }).n);
          ranBy.set(n, [...(ranBy.get(n) ?? []), worker]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    ];
    for (let n = 0; n < 30; n += 1) await enqueueJob("share", { n });
    const results = await Promise.all(
      ["w1", "w2", "w3"].map(async (worker) => {
        let total = 0;
        for (;;) {
          const { claimed } = await runDueJobs(jobs(worker), { workerId: worker, limit: 4 });
          if (claimed === 0) return total;
          total += claimed;
        }
      }),
    );
    expect(results.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(ranBy.size).toBe(30);
    for (const workers of ranBy.values()) expect(workers).toHaveLength(1);
    expect(await db().prisma.job.count({ where: { doneAt: null } })).toBe(0);
  });

  it("takes over a job whose worker died (lock older than the timeout), and leaves jobs it does not know", async () => {
    const ran: string[] = [];
    const jobs: TJobDefinition[] = [{ name: "known", run: async (payload) => void ran.push((payload as { id: string }).id) }];
    await enqueueJob("known", { id: "stale" });
    await enqueueJob("known", { id: "busy" });
    await enqueueJob("from-a-newer-release", {});
    const now = Date.now();
    await db().prisma.job.updateMany({
      where: { payload: { equals: { id: "stale" } } },
      data: { lockedAt: new Date(now - LOCK_TIMEOUT_MS - MINUTE), lockedBy: "dead", attempts: 1 },
    });
    await db().prisma.job.updateMany({
      where: { payload: { equals: { id: "busy" } } },
      data: { lockedAt: new Date(now - MINUTE), lockedBy: "alive", attempts: 1 },
    });
    expect(await runDueJobs(jobs)).toEqual({ claimed: 1, succeeded: 1, failed: 0 });
    expect(ran).toEqual(["stale"]);
    expect((await jobRow("from-a-newer-release")).attempts).toBe(0);
  });

  it("does not run a job of its batch that another worker took over while it ran the ones before", async () => {
    const ran: string[] = [];
    const t0 = Date.now();
    await enqueueJob("batch", { n: "first" }, { runAt: new Date(t0 - 2 * MINUTE) });
    await enqueueJob("batch", { n: "second" }, { runAt: new Date(t0 - MINUTE) });
    const workerB: TJobDefinition[] = [
      { name: "batch", run: async (payload) => void ran.push(`B:${(payload as { n: string }).n}`) },
    ];
    const workerA: TJobDefinition[] = [
      {
        name: "batch",
        run: async (payload) => {
          const { n } = payload as { n: string };
          ran.push(`A:${n}`);
          if (n !== "first") return;
          // The first job runs past the lock timeout: the second, claimed with it and still
          // waiting, looks abandoned, and worker B claims and runs it.
          await db().prisma.job.updateMany({
            where: { payload: { equals: { n: "second" } } },
            data: { lockedAt: new Date(t0 - LOCK_TIMEOUT_MS - MINUTE) },
          });
          expect(await runDueJobs(workerB, { workerId: "B" })).toEqual({ claimed: 1, succeeded: 1, failed: 0 });
        },
      },
    ];
    expect(await runDueJobs(workerA, { workerId: "A" })).toEqual({ claimed: 2, succeeded: 1, failed: 0 });
    expect(ran).toEqual(["A:first", "B:second"]);
    const second = await db().prisma.job.findFirstOrThrow({ where: { payload: { equals: { n: "second" } } } });
    expect(second).toMatchObject({ attempts: 2, lockedBy: null, lastError: null });
    expect(second.doneAt).not.toBeNull();
  });

  it("renews the lock of each job of its batch as its turn comes", async () => {
    const locks: (Date | null)[] = [];
    let now = new Date();
    const jobs: TJobDefinition[] = [
      {
        name: "slow",
        run: async (_payload, job) => {
          locks.push((await db().prisma.job.findUniqueOrThrow({ where: { id: job.id } })).lockedAt);
          now = new Date(now.getTime() + 10 * MINUTE);
        },
      },
    ];
    const t0 = now;
    for (let n = 0; n < 3; n += 1) await enqueueJob("slow", { n }, { runAt: new Date(t0.getTime() - (3 - n) * MINUTE) });
    expect(await runDueJobs(jobs, { now: () => now })).toEqual({ claimed: 3, succeeded: 3, failed: 0 });
    expect(locks.map((lock) => lock?.getTime())).toEqual([0, 10, 20].map((minutes) => t0.getTime() + minutes * MINUTE));
  });
});

describe("stopping", () => {
  /** A job that runs until `finish` is called; `started` resolves when its first run begins. */
  const heldJob = (name: string) => {
    let finish!: () => void;
    let begin!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const started = new Promise<void>((resolve) => (begin = resolve));
    const ran: string[] = [];
    const definition: TJobDefinition = {
      name,
      run: async (payload) => {
        ran.push((payload as { n: string }).n);
        begin();
        await held;
      },
    };
    return { definition, started, finish, ran };
  };
  const rowOf = (n: string) => db().prisma.job.findFirstOrThrow({ where: { payload: { equals: { n } } } });

  it("releases unstarted jobs of its batch when stopped", async () => {
    const t0 = Date.now();
    for (const [index, n] of ["first", "second", "third"].entries())
      await enqueueJob("batch", { n }, { runAt: new Date(t0 - (3 - index) * MINUTE) });
    // The third had failed twice before: it keeps its two attempts, not three.
    await db().prisma.job.updateMany({ where: { payload: { equals: { n: "third" } } }, data: { attempts: 2 } });
    const held = heldJob("batch");
    const stopping = new AbortController();
    const running = runDueJobs([held.definition], { workerId: "A", signal: stopping.signal });
    await held.started;
    stopping.abort();
    // Given back at once, while the first job is still in hand.
    const deadline = Date.now() + 10_000;
    while ((await rowOf("third")).lockedBy !== null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowOf("second")).toMatchObject({ lockedAt: null, lockedBy: null, attempts: 0 });
    expect(await rowOf("third")).toMatchObject({ lockedAt: null, lockedBy: null, attempts: 2 });
    expect(await rowOf("first")).toMatchObject({ lockedBy: "A", attempts: 1, doneAt: null });
    // Another worker runs them now, not LOCK_TIMEOUT_MS later.
    const seen: [string, number][] = [];
    const other: TJobDefinition[] = [
      { name: "batch", run: async (payload, job) => void seen.push([(payload as { n: string }).n, job.attempts]) },
    ];
    expect(await runDueJobs(other, { workerId: "B" })).toEqual({ claimed: 2, succeeded: 2, failed: 0 });
    expect(seen).toEqual([
      ["second", 1],
      ["third", 3],
    ]);
    // The job in hand finishes as usual; the stopped worker starts none of the others.
    held.finish();
    expect(await running).toEqual({ claimed: 3, succeeded: 1, failed: 0 });
    expect(held.ran).toEqual(["first"]);
    expect(await db().prisma.job.count({ where: { doneAt: null } })).toBe(0);
    // Once stopped, it claims nothing.
    await enqueueJob("batch", { n: "later" });
    expect(await runDueJobs([held.definition], { workerId: "A", signal: stopping.signal })).toEqual({
      claimed: 0,
      succeeded: 0,
      failed: 0,
    });
    expect(await rowOf("later")).toMatchObject({ lockedBy: null, attempts: 0 });
  });

  it("a worker stopped with a time limit gives back the job in hand too when it runs past it", async () => {
    for (const [index, n] of ["in-hand", "waiting"].entries())
      await enqueueJob("stuck", { n }, { runAt: new Date(Date.now() - (2 - index) * MINUTE) });
    const held = heldJob("stuck");
    const worker = startJobWorker({ jobs: [held.definition], pollMs: 50 });
    await held.started;
    const began = Date.now();
    expect(await worker.stop({ timeoutMs: 300 })).toBe(false);
    expect(Date.now() - began).toBeLessThan(5000);
    // Cut off part-way, the job in hand counts its attempt; the one not started does not.
    expect(await rowOf("in-hand")).toMatchObject({ lockedAt: null, lockedBy: null, attempts: 1, doneAt: null });
    expect(await rowOf("waiting")).toMatchObject({ lockedAt: null, lockedBy: null, attempts: 0 });
    held.finish();
  });
});

describe("startJobWorker", () => {
  it("polls the table, runs jobs enqueued while it runs, and stops", async () => {
    const seen: number[] = [];
    const jobs: TJobDefinition[] = [{ name: "poll", run: async (payload) => void seen.push((payload as { n: number }).n) }];
    const worker = startJobWorker({ jobs, pollMs: 50 });
    try {
      await enqueueJob("poll", { n: 1 });
      const deadline = Date.now() + 10_000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(seen).toEqual([1]);
    } finally {
      await worker.stop();
    }
    await enqueueJob("poll", { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([1]);
    expect(await db().prisma.job.count({ where: { doneAt: null } })).toBe(1);
  });
});
