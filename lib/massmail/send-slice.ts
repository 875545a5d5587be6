// The sending job of a mass mail, run by the database job queue (lib/jobs) in slices. Each slice:
//   1. first enqueues its own continuation (a dead man's switch: due after the slice's budget plus
//      the stale time), so that a worker killed mid-slice leaves work another worker picks up
//      without waiting for the queue's 15-minute lock timeout;
//   2. claims batches of recipients with FOR UPDATE SKIP LOCKED: PENDING ones whose backoff has
//      passed (notBefore), and SENDING ones whose lock is stale (their worker died), marking them
//      SENDING + lockedAt + lockedBy (a token of this claim; committed);
//   3. sends each through one SMTP connection with a Message-ID stable per (mailing, recipient),
//      and marks it SENT (or FAILED, or PENDING again after a backoff for a temporary refusal,
//      4xx) right after the server's answer. A timer
//      renews the batch's locks while it is sent, so a slow message (large attachments) does not
//      look like a dead worker's; and every write about a copy (the renewal, the check just before
//      its send, its outcome) holds only while lockedBy is still this claim's token: a copy another
//      worker took over (this one stalled past the stale time) is left to that worker. A failure
//      that is not the copy's (no answer, or our login, sender or greeting refused) gives the
//      batch back and fails the slice: the job queue tries it again after its backoff, and the
//      continuation waits past that try;
//   4. when work is left, makes its continuation due now (or, when every copy left waits out a
//      backoff, when the first of them may be tried); when none is, marks the mailing DONE.
// Several workers (instances) may run slices of one mailing at once: their batches never overlap.
// A copy can be sent twice only when a worker dies after the SMTP server accepted it and before
// the SENT mark committed (at most one message per dead worker); the copy carries the same Message-ID.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { enqueueJob, retryDelayMs, type TJobInfo } from "../jobs/queue";
import { loadAttachments, ZStoredAttachments } from "./attachments";
import { composeMessage, messageIdDomain, prepareContent } from "./compose-message";
import { skipOptedOutRecipients } from "./opt-out";
import {
  createMailTransport,
  isPermanentRefusal,
  isRecipientReply,
  isSessionRefusal,
  type TMailTransport,
} from "./mail-transport";

export const MASS_MAIL_JOB = "massmail.send";

export type TSliceOptions = {
  /** Recipients claimed at once. */
  batchSize: number;
  /** A slice claims no new batch after this long, and hands over to its continuation. */
  sliceMs: number;
  /** A SENDING recipient whose lock is older than this is taken to belong to a dead worker. */
  staleMs: number;
  /** Tries per recipient before it is FAILED (a 5xx refusal fails at once). */
  maxAttempts: number;
  /** The wait after the 1st, 2nd, ... temporary refusal (4xx) of a copy; the last one is kept for later tries. */
  retryDelaysMs: readonly number[];
  /** Parallel chains of slices started per mailing (instances share the work by them). */
  chains: number;
  transport?: () => TMailTransport;
};

const MINUTE = 60_000;

export const SLICE_DEFAULTS: TSliceOptions = {
  batchSize: 20,
  sliceMs: MINUTE,
  staleMs: 2 * MINUTE,
  maxAttempts: 3,
  // A greylisting server asks for a few minutes; trying again at once only spends the tries.
  retryDelaysMs: [5 * MINUTE, 20 * MINUTE],
  chains: 2,
};

const ZSlicePayload = z.object({
  massMailId: z.number().int(),
  chain: z.string().min(1).max(40),
  slice: z.number().int().min(0),
});
type TSlicePayload = z.infer<typeof ZSlicePayload>;

export const sliceKey = (payload: TSlicePayload) => `massmail:${payload.massMailId}:${payload.chain}:${payload.slice}`;

/** Starts the sending chains of a mailing, inside the transaction that opens it (or re-opens it for a retry). */
export const enqueueMassMailChains = async (tx: Prisma.TransactionClient, massMailId: number, chains = SLICE_DEFAULTS.chains) => {
  for (let index = 0; index < chains; index += 1) {
    const payload = { massMailId, chain: randomUUID().slice(0, 12), slice: 0 };
    await enqueueJob(MASS_MAIL_JOB, payload, { db: tx, key: sliceKey(payload) });
  }
};

type TClaimed = { id: number; email: string; name: string; attempts: number; previous: string };

type TBatch = { token: string; recipients: TClaimed[] };

const claimBatch = async (massMailId: number, options: TSliceOptions, now: Date): Promise<TBatch> => {
  const prisma = await getDb();
  const staleBefore = new Date(now.getTime() - options.staleMs);
  const token = randomUUID();
  const recipients = await prisma.$queryRaw<TClaimed[]>`
    WITH picked AS (
      SELECT "id", "status" FROM "MassMailRecipient"
      WHERE "massMailId" = ${massMailId}
        AND (("status" = 'PENDING' AND ("notBefore" IS NULL OR "notBefore" <= ${now}))
          OR ("status" = 'SENDING' AND "lockedAt" < ${staleBefore}))
      ORDER BY "attempts", "id"
      LIMIT ${options.batchSize}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "MassMailRecipient" AS r
    SET "status" = 'SENDING', "lockedAt" = ${now}, "lockedBy" = ${token}, "notBefore" = NULL, "attempts" = r."attempts" + 1
    FROM picked WHERE r."id" = picked."id"
    RETURNING r."id", r."email", r."name", r."attempts", picked."status"::text AS "previous"`;
  return { token, recipients };
};

/** The copies of a batch this claim still holds (another worker may have taken some over). */
const heldBy = (token: string, ids: number[]) => ({ id: { in: ids }, status: "SENDING" as const, lockedBy: token });

const MAX_ERROR_LENGTH = 500;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Renews the batch's locks every third of the stale time while it is sent (the message in flight
 * included), so no other worker takes it for a dead one's. Stopping waits for a renewal under way.
 */
const keepLocksFresh = (token: string, ids: number[], options: TSliceOptions) => {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = getDb()
      .then((prisma) => prisma.massMailRecipient.updateMany({ where: heldBy(token, ids), data: { lockedAt: new Date() } }))
      .catch((error: unknown) => console.error("massmail: renewing the locks failed", error))
      .finally(() => (running = undefined));
  }, options.staleMs / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};

/** Gives claimed recipients back untried (the connection failed before their turn); `lastError` says why. */
const release = async (token: string, ids: number[], lastError?: string) => {
  if (ids.length === 0) return;
  const prisma = await getDb();
  await prisma.massMailRecipient.updateMany({
    where: heldBy(token, ids),
    data: { status: "PENDING", lockedAt: null, lockedBy: null, attempts: { decrement: 1 }, ...(lastError ? { lastError } : {}) },
  });
};

class ConnectionFailure extends Error {}

/**
 * Marks `sent` SENT and, in the same statement, re-takes `next` (renews its lock) while both are
 * still this claim's; answers whether `next` is. One statement per message, as before the claim
 * had a token: the check before the next send rides on this one's outcome.
 */
const markSentAndRetake = async (token: string, sent: number, next: number | undefined): Promise<boolean> => {
  const prisma = await getDb();
  const now = new Date();
  const ids = next === undefined ? [sent] : [sent, next];
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    UPDATE "MassMailRecipient" SET
      "status" = CASE WHEN "id" = ${sent} THEN 'SENT'::"MassMailRecipientStatus" ELSE "status" END,
      "sentAt" = CASE WHEN "id" = ${sent} THEN ${now} ELSE "sentAt" END,
      "lastError" = CASE WHEN "id" = ${sent} THEN NULL ELSE "lastError" END,
      "lockedBy" = CASE WHEN "id" = ${sent} THEN NULL ELSE "lockedBy" END,
      "lockedAt" = CASE WHEN "id" = ${sent} THEN "lockedAt" ELSE ${now} END
    WHERE "id" IN (${Prisma.join(ids)}) AND "status" = 'SENDING' AND "lockedBy" = ${token}
    RETURNING "id"`;
  return next !== undefined && rows.some((row) => row.id === next);
};

const sendBatch = async (batch: TBatch, send: (recipient: TClaimed) => Promise<void>, options: TSliceOptions): Promise<void> => {
  const prisma = await getDb();
  const { token, recipients } = batch;
  const ids = recipients.map((recipient) => recipient.id);
  const stopRenewing = keepLocksFresh(token, ids, options);
  try {
    // Whether the copy in hand was re-taken by the statement that marked the one before it.
    let retaken = false;
    for (const [index, recipient] of recipients.entries()) {
      const held = heldBy(token, [recipient.id]);
      // Still this claim's? If this worker stalled past the stale time, another may have taken
      // the copy over (and sent it): it is that worker's now.
      if (!retaken && (await prisma.massMailRecipient.updateMany({ where: held, data: { lockedAt: new Date() } })).count === 0)
        continue;
      retaken = false;
      try {
        await send(recipient);
      } catch (error) {
        if (isRecipientReply(error)) {
          // A temporary refusal (4xx) waits out its backoff before the next try.
          const final = isPermanentRefusal(error) || recipient.attempts >= options.maxAttempts;
          const delay = options.retryDelaysMs[Math.min(recipient.attempts, options.retryDelaysMs.length) - 1] ?? 0;
          await prisma.massMailRecipient.updateMany({
            where: held,
            data: {
              status: final ? "FAILED" : "PENDING",
              lockedBy: null,
              notBefore: final ? null : new Date(Date.now() + delay),
              lastError: errorText(error),
            },
          });
          continue;
        }
        // Not about this copy: stop, give the batch back, and let the job queue retry this slice
        // with its backoff. Refused credentials, sender or greeting cost the copy no try (each copy
        // would meet them: a wrong password must not fail the list one login at a time); a dropped
        // connection counts one against the copy in hand (it may be what the server choked on).
        if (isSessionRefusal(error)) await release(token, ids.slice(index), errorText(error));
        else {
          const final = recipient.attempts >= options.maxAttempts;
          await prisma.massMailRecipient.updateMany({
            where: held,
            data: { status: final ? "FAILED" : "PENDING", lockedBy: null, lastError: errorText(error) },
          });
          await release(token, ids.slice(index + 1));
        }
        throw new ConnectionFailure(`SMTP connection failed: ${errorText(error)}`);
      }
      // Right after the server's acceptance: the window in which a death sends this copy twice.
      retaken = await markSentAndRetake(token, recipient.id, recipients[index + 1]?.id);
    }
  } finally {
    await stopRenewing();
  }
};

const loadMailing = async (massMailId: number) => {
  const prisma = await getDb();
  return prisma.massMail.findUnique({
    where: { id: massMailId },
    select: { id: true, subject: true, html: true, essential: true, attachments: true, status: true },
  });
};

/** Marks the mailing DONE when no recipient is PENDING or SENDING any more. */
export const finishIfDone = async (massMailId: number): Promise<boolean> => {
  const prisma = await getDb();
  const count = await prisma.$executeRaw`
    UPDATE "MassMail" SET "status" = 'DONE', "finishedAt" = ${new Date()}
    WHERE "id" = ${massMailId} AND "status" = 'SENDING'
      AND NOT EXISTS (
        SELECT 1 FROM "MassMailRecipient" WHERE "massMailId" = ${massMailId} AND "status" IN ('PENDING', 'SENDING')
      )`;
  return count > 0;
};

/** Moves the continuation (not yet claimed) to `runAt`; with `later`, only if that is later than its time. */
const moveContinuation = async (next: TSlicePayload, runAt: Date, later = false) => {
  const prisma = await getDb();
  await prisma.job.updateMany({
    where: { key: sliceKey(next), lockedAt: null, doneAt: null, failedAt: null, ...(later ? { runAt: { lt: runAt } } : {}) },
    data: { runAt },
  });
};

/**
 * Work left: the continuation runs at the worker's next poll, or when the first copy waiting out a
 * backoff may be tried. (Recipients still SENDING belong to another live worker; with nothing
 * PENDING the continuation keeps its later time to look after them.)
 */
const scheduleContinuation = async (massMailId: number, next: TSlicePayload) => {
  const prisma = await getDb();
  const first = await prisma.massMailRecipient.findFirst({
    where: { massMailId, status: "PENDING" },
    orderBy: { notBefore: { sort: "asc", nulls: "first" } },
    select: { notBefore: true },
  });
  const now = new Date();
  if (first) await moveContinuation(next, first.notBefore && first.notBefore > now ? first.notBefore : now);
};

/** `attempt`: the job's try of this slice (1 for the first), which the queue's backoff follows. */
export const runMassMailSlice = async (rawPayload: unknown, partial: Partial<TSliceOptions> = {}, attempt = 1): Promise<void> => {
  const options = { ...SLICE_DEFAULTS, ...partial };
  const payload = ZSlicePayload.parse(rawPayload);
  const mailing = await loadMailing(payload.massMailId);
  if (!mailing || mailing.status !== "SENDING") return;
  const started = Date.now();
  const next = { ...payload, slice: payload.slice + 1 };
  await enqueueJob(MASS_MAIL_JOB, next, { key: sliceKey(next), runAt: new Date(started + options.sliceMs + options.staleMs) });
  // A copy back in line (a 4xx) when its address unsubscribed is not sent; nor is one a dead
  // worker had claimed (looked for before each batch, as a claim goes stale while a slice runs).
  if (!mailing.essential) await skipOptedOutRecipients(await getDb(), mailing.id, { status: "PENDING" });

  const content = prepareContent({
    ...mailing,
    attachments: await loadAttachments(ZStoredAttachments.parse(mailing.attachments)),
  });
  const domain = messageIdDomain();
  const transport = (options.transport ?? createMailTransport)();
  try {
    while (Date.now() - started < options.sliceMs) {
      const now = new Date();
      if (!mailing.essential)
        await skipOptedOutRecipients(await getDb(), mailing.id, {
          status: "SENDING",
          lockedBefore: new Date(now.getTime() - options.staleMs),
        });
      const batch = await claimBatch(mailing.id, options, now);
      if (batch.recipients.length === 0) break;
      const resumed = batch.recipients.filter((recipient) => recipient.previous === "SENDING").length;
      if (resumed > 0) console.warn(`[massmail ${mailing.id}] resuming ${resumed} recipients a dead worker had claimed`);
      await sendBatch(batch, (recipient) => transport.send(composeMessage(content, recipient, domain)), options);
    }
  } catch (error) {
    // The job queue tries this slice again after its backoff; the dead man's switch waits past
    // that try's budget, so a server that refused us is not asked again meanwhile by the chain.
    if (error instanceof ConnectionFailure)
      await moveContinuation(next, new Date(Date.now() + retryDelayMs(attempt) + options.sliceMs + options.staleMs), true);
    throw error;
  } finally {
    transport.close();
  }

  if (await finishIfDone(mailing.id)) return;
  await scheduleContinuation(mailing.id, next);
};

/** The job definition (lib/jobs/definitions.ts); tests and the kill test pass shorter times. */
export const massMailJob = (options: Partial<TSliceOptions> = {}) => ({
  name: MASS_MAIL_JOB,
  run: (payload: unknown, job: TJobInfo) => runMassMailSlice(payload, options, job.attempts),
});
