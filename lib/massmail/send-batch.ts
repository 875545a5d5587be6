// One claimed batch of a mass mail's copies, sent by a slice (lib/massmail/send-slice.ts): the
// claim (FOR UPDATE SKIP LOCKED, a token per claim in lockedBy), the locks kept fresh while the
// batch is sent, and each copy's outcome written while the claim still holds it.
import { randomUUID } from "node:crypto";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { errorText as mailErrorText } from "../mail/mail-failure";
import { isPermanentRefusal, isRecipientReply, outageOf, type TOutage } from "./mail-transport";

export type TBatchOptions = {
  /** Recipients claimed at once. */
  batchSize: number;
  /** A SENDING recipient whose lock is older than this is taken to belong to a dead worker. */
  staleMs: number;
  /** Tries per recipient before it is FAILED (a 5xx refusal fails at once). */
  maxAttempts: number;
  /** The wait after the 1st, 2nd, ... temporary refusal (4xx) of a copy; the last one is kept for later tries. */
  retryDelaysMs: readonly number[];
};

export type TClaimed = { id: number; email: string; name: string; attempts: number; previous: string };

export type TBatch = { token: string; recipients: TClaimed[] };

export const claimBatch = async (massMailId: number, options: TBatchOptions, now: Date): Promise<TBatch> => {
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

/** A recipient's lastError: the failure's message, shorter than an outbox row's. */
export const errorText = (error: unknown) => mailErrorText(error, 500);

/**
 * Renews the batch's locks every third of the stale time while it is sent (the message in flight
 * included), so no other worker takes it for a dead one's. Stopping waits for a renewal under way.
 */
const keepLocksFresh = (token: string, ids: number[], options: TBatchOptions) => {
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

/** Gives claimed recipients back untried (not their fault, or not their turn yet); `lastError` says why. */
const release = async (token: string, ids: number[], lastError?: string) => {
  if (ids.length === 0) return;
  const prisma = await getDb();
  await prisma.massMailRecipient.updateMany({
    where: heldBy(token, ids),
    data: { status: "PENDING", lockedAt: null, lockedBy: null, attempts: { decrement: 1 }, ...(lastError ? { lastError } : {}) },
  });
};

/** A failure that is not the copy's stopped the batch: the job queue tries the slice again after its backoff. */
export class BatchStopped extends Error {}

/** How a batch ended: every copy had its try, or an `outage` (no answer, our login or session refused) gave it back. */
export type TBatchOutcome = { outage?: TOutage };

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

export const sendBatch = async (
  batch: TBatch,
  send: (recipient: TClaimed) => Promise<void>,
  options: TBatchOptions,
): Promise<TBatchOutcome> => {
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
        // No server answered (refused, timed out, not found, TLS, closed before a reply), or it
        // refused our login or session (a 421 greeting, our sender): nothing is known about this
        // copy, and the rest would meet the same. The batch goes back untried, the copy in hand
        // too, and the slice makes the mailing wait (lib/massmail/outage.ts): a server down or a
        // wrong password must not use up the recipients' tries, nor be tried for ever.
        const outage = outageOf(error);
        if (outage) {
          await release(token, ids.slice(index), errorText(error));
          return { outage };
        }
        // Any other failure without a reply counts one against the copy in hand (it may be the
        // cause): stop, give the rest back, and let the job queue retry this slice with its backoff.
        const final = recipient.attempts >= options.maxAttempts;
        await prisma.massMailRecipient.updateMany({
          where: held,
          data: { status: final ? "FAILED" : "PENDING", lockedBy: null, lastError: errorText(error) },
        });
        await release(token, ids.slice(index + 1));
        throw new BatchStopped(`Sending stopped: ${errorText(error)}`);
      }
      // Right after the server's acceptance: the window in which a death sends this copy twice.
      retaken = await markSentAndRetake(token, recipient.id, recipients[index + 1]?.id);
    }
    return {};
  } finally {
    await stopRenewing();
  }
};
