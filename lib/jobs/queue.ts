// A small job queue kept in the database (table Job), for work that must survive a restart and run
// once across any number of app instances: enqueue a job, and a worker (lib/jobs/worker.ts) claims
// due rows with FOR UPDATE SKIP LOCKED, runs them, retries failures with backoff, and reschedules
// recurring jobs. Handlers must be idempotent: a job whose worker died is claimed again once its
// lock is older than LOCK_TIMEOUT_MS. Each job of a batch renews its lock just before it runs, and is
// skipped when another worker has taken it over meanwhile.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { withDeadline } from "./deadline";

/** The job in hand: `workerId` and `attempts` name this run's claim (see updateHeldJob). */
export type TJobInfo = { id: string; name: string; attempts: number; key: string | null; workerId: string };

export type TJobDefinition = {
  name: string;
  run: (payload: unknown, job: TJobInfo) => Promise<void>;
  /** Recurring: kept as one row (key `every:<name>`) that runs again this long after each run. */
  everyMs?: number;
  /** The longest a run may take before it counts as a failed attempt (DEFAULT_JOB_TIMEOUT_MS); under LOCK_TIMEOUT_MS. */
  timeoutMs?: number;
};

export const LOCK_TIMEOUT_MS = 15 * 60 * 1000;
/** A run's time limit unless its definition sets one: a hung handler fails and the worker goes on. */
export const DEFAULT_JOB_TIMEOUT_MS = 5 * 60 * 1000;
const BACKOFF_BASE_MS = 30 * 1000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 2000;

/** 30 s, 1 min, 2 min, ... up to an hour, after the nth failed attempt. */
export const retryDelayMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

export const recurringKey = (name: string) => `every:${name}`;

export const defaultWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

type TDb = Prisma.TransactionClient;

export type TEnqueueOptions = {
  runAt?: Date;
  /** At most one job with this key exists: a second enqueue with it is a no-op. */
  key?: string;
  /** Attempts before a one-off job is given up (failedAt set); default 5. */
  maxAttempts?: number;
  /** A transaction to enqueue in, so the job exists only if the surrounding write commits. */
  db?: TDb;
};

/** Adds a job; false when a job with the same key already exists. */
export const enqueueJob = async (name: string, payload: unknown = {}, options: TEnqueueOptions = {}): Promise<boolean> => {
  const db = options.db ?? (await getDb());
  const { count } = await db.job.createMany({
    data: [
      {
        name,
        payload: (payload ?? {}) as Prisma.InputJsonValue,
        key: options.key ?? null,
        runAt: options.runAt ?? new Date(),
        maxAttempts: options.maxAttempts ?? 5,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
};

/**
 * Deletes the queued job with this key: one no worker holds, not done and not given up (it may
 * have failed before and wait for its retry). A job in hand or finished is left alone; its
 * handler must cope with the work having gone. False when no such job was queued.
 */
export const cancelJob = async (key: string, options: { db?: TDb } = {}): Promise<boolean> => {
  const db = options.db ?? (await getDb());
  const { count } = await db.job.deleteMany({ where: { key, lockedAt: null, doneAt: null, failedAt: null } });
  return count === 1;
};

/** Creates the row of each recurring job once (idempotent: every instance calls it at start). */
export const scheduleRecurringJobs = async (jobs: readonly TJobDefinition[], now = new Date()): Promise<void> => {
  const recurring = jobs.filter((job) => job.everyMs !== undefined);
  for (const job of recurring) await enqueueJob(job.name, {}, { key: recurringKey(job.name), runAt: now });
};

type TClaimed = { id: string; name: string; payload: unknown; attempts: number; maxAttempts: number; key: string | null };

/**
 * Gives up the one-off jobs whose every attempt began and none ended (the process died, or stopped
 * with the job in hand): those are never claimed again, so without this they stay unfinished for
 * ever. A recurring job is never given up; its claim is not limited by attempts.
 */
const giveUpSpentJobs = async (names: string[], now: Date) => {
  const prisma = await getDb();
  const staleBefore = new Date(now.getTime() - LOCK_TIMEOUT_MS);
  await prisma.$executeRaw`
    UPDATE "Job" SET "failedAt" = ${now}, "lockedAt" = NULL, "lockedBy" = NULL,
      "lastError" = 'Given up after ' || "attempts" || ' attempts: the last never finished (its process stopped or died)'
        || COALESCE(chr(10) || "lastError", '')
    WHERE "doneAt" IS NULL AND "failedAt" IS NULL AND "attempts" >= "maxAttempts"
      AND ("lockedAt" IS NULL OR "lockedAt" < ${staleBefore})
      AND "name" IN (${Prisma.join(names)}) AND ("key" IS NULL OR "key" <> 'every:' || "name")`;
};

/** Locks up to `limit` due jobs this worker knows how to run; other workers skip the locked rows. */
const claimDueJobs = async (names: string[], workerId: string, limit: number, now: Date): Promise<TClaimed[]> => {
  if (names.length === 0) return [];
  await giveUpSpentJobs(names, now);
  const prisma = await getDb();
  const staleBefore = new Date(now.getTime() - LOCK_TIMEOUT_MS);
  // MATERIALIZED: the pick runs once. As a subquery of the UPDATE the planner may run it again
  // per updated row, each run skipping the rows just locked, and claim more than `limit`.
  return prisma.$queryRaw<TClaimed[]>`
    WITH "picked" AS MATERIALIZED (
      SELECT "id" FROM "Job"
      WHERE "doneAt" IS NULL AND "failedAt" IS NULL AND "runAt" <= ${now}
        AND ("lockedAt" IS NULL OR "lockedAt" < ${staleBefore})
        AND "name" IN (${Prisma.join(names)})
        AND ("attempts" < "maxAttempts" OR "key" = 'every:' || "name")
      ORDER BY "runAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "Job" AS "job" SET "lockedAt" = ${now}, "lockedBy" = ${workerId}, "attempts" = "job"."attempts" + 1
    FROM "picked"
    WHERE "job"."id" = "picked"."id"
    RETURNING "job"."id", "job"."name", "job"."payload", "job"."attempts", "job"."maxAttempts", "job"."key"`;
};

/**
 * Renews the claim just before the job runs: a batch is claimed with one lockedAt, and a job late in
 * it may have waited past LOCK_TIMEOUT_MS behind the others and been claimed again by another worker
 * (or finished by it). False when this worker no longer holds it: the job is then not run here.
 */
const retake = async (job: TClaimed, workerId: string, now: Date): Promise<boolean> => {
  const prisma = await getDb();
  const { count } = await prisma.job.updateMany({
    where: { id: job.id, lockedBy: workerId, doneAt: null, failedAt: null },
    data: { lockedAt: now },
  });
  return count === 1;
};

/**
 * Writes `data` to the job's row only while this run still holds it: the same worker and attempt,
 * not finished. A run that passed its time limit goes on in the background (lib/jobs/deadline.ts)
 * after its job was failed or passed on; its late writes must not overwrite the next attempt's.
 * False when the run no longer holds the job (nothing was written).
 */
export const updateHeldJob = async (job: TJobInfo, data: Prisma.JobUpdateManyMutationInput): Promise<boolean> => {
  const prisma = await getDb();
  const { count } = await prisma.job.updateMany({
    where: { id: job.id, lockedBy: job.workerId, attempts: job.attempts, doneAt: null, failedAt: null },
    data,
  });
  return count === 1;
};

const finish = async (job: TClaimed, workerId: string, data: Prisma.JobUpdateManyMutationInput) => {
  const prisma = await getDb();
  // Only while this worker still holds the lock (a stale lock may have passed to another worker).
  await prisma.job.updateMany({ where: { id: job.id, lockedBy: workerId }, data: { lockedAt: null, lockedBy: null, ...data } });
};

/**
 * Gives back jobs of a batch that never started (the worker is stopping): unlocked, and the attempt
 * their claim counted taken back, so another instance, or this one once restarted, runs them at once
 * rather than after LOCK_TIMEOUT_MS. Only those this worker still holds.
 */
const releaseUnstarted = async (jobs: TClaimed[], workerId: string) => {
  if (jobs.length === 0) return;
  const prisma = await getDb();
  await prisma.job.updateMany({
    where: { id: { in: jobs.map((job) => job.id) }, lockedBy: workerId, doneAt: null, failedAt: null },
    data: { lockedAt: null, lockedBy: null, attempts: { decrement: 1 } },
  });
};

/**
 * Gives back every job this worker still holds: the one in hand when the process exits before it
 * ends (cut off part-way, it counts as an attempt; handlers are idempotent).
 */
export const releaseHeldJobs = async (workerId: string): Promise<number> => {
  const prisma = await getDb();
  const { count } = await prisma.job.updateMany({
    where: { lockedBy: workerId, doneAt: null, failedAt: null },
    data: { lockedAt: null, lockedBy: null },
  });
  return count;
};

/** `claimed` counts the batch; a job lost to another worker before its turn is neither succeeded nor failed. */
export type TRunSummary = { claimed: number; succeeded: number; failed: number };

export type TRunOptions = {
  workerId?: string;
  limit?: number;
  now?: () => Date;
  /**
   * Aborted when the process stops: nothing more is claimed, no further job of the batch starts,
   * and those not started are given back at once, while the one in hand still runs.
   */
  signal?: AbortSignal;
};

const runClaimed = async (job: TClaimed, definition: TJobDefinition, workerId: string, now: () => Date, summary: TRunSummary) => {
  if (!(await retake(job, workerId, now()))) return;
  const attempts = Number(job.attempts);
  try {
    const run = definition.run(job.payload, { id: job.id, name: job.name, attempts, key: job.key, workerId });
    await withDeadline(run, job.name, definition.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS);
    summary.succeeded += 1;
    if (definition.everyMs !== undefined)
      await finish(job, workerId, { runAt: new Date(now().getTime() + definition.everyMs), attempts: 0, lastError: null });
    else await finish(job, workerId, { doneAt: now(), lastError: null });
  } catch (error) {
    summary.failed += 1;
    const lastError = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, MAX_ERROR_LENGTH);
    console.error(`job ${job.name} (${job.id}) failed, attempt ${attempts}`, error);
    const retryAt = new Date(now().getTime() + retryDelayMs(attempts));
    if (attempts < Number(job.maxAttempts)) await finish(job, workerId, { runAt: retryAt, lastError });
    // A recurring job is never given up: it waits for its next turn.
    else if (definition.everyMs !== undefined)
      await finish(job, workerId, { runAt: new Date(now().getTime() + definition.everyMs), attempts: 0, lastError });
    else await finish(job, workerId, { failedAt: now(), lastError });
  }
};

/** Claims and runs the due jobs once (the worker's tick; tests call it directly). */
export const runDueJobs = async (jobs: readonly TJobDefinition[], options: TRunOptions = {}): Promise<TRunSummary> => {
  const { signal } = options;
  if (signal?.aborted) return { claimed: 0, succeeded: 0, failed: 0 };
  const workerId = options.workerId ?? defaultWorkerId();
  const now = options.now ?? (() => new Date());
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const claimed = await claimDueJobs([...byName.keys()], workerId, options.limit ?? 10, now());
  const summary: TRunSummary = { claimed: claimed.length, succeeded: 0, failed: 0 };
  // The jobs not started yet: a stop empties the list and gives them back in one update.
  const pending = [...claimed];
  let givingBack: Promise<void> | undefined;
  const giveBack = () => void (givingBack ??= releaseUnstarted(pending.splice(0), workerId));
  signal?.addEventListener("abort", giveBack);
  if (signal?.aborted) giveBack();
  try {
    for (let job = pending.shift(); job; job = pending.shift())
      await runClaimed(job, byName.get(job.name)!, workerId, now, summary);
  } finally {
    signal?.removeEventListener("abort", giveBack);
    await givingBack;
  }
  return summary;
};
