// A mailing's status decided from its copies: whoever decides it (the end of a slice, a slice that
// cannot reach the SMTP server, "Retry failures") locks the mailing's row first, so they take turns
// and each sees what the other committed.
import { getDb } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import type { Prisma } from "../db/generated/client";

type TTx = Prisma.TransactionClient;

export type TLockedMailing = {
  id: number;
  status: string;
  essential: boolean;
  outageSince: Date | null;
  lastError: string | null;
};

/** Locks the mailing's row until the transaction ends and reads it (undefined: no such mailing). */
export const lockMassMail = async (tx: TTx, massMailId: number): Promise<TLockedMailing | undefined> => {
  const [row] = await tx.$queryRaw<TLockedMailing[]>`
    SELECT "id", "status"::text AS "status", "essential", "outageSince", "lastError"
    FROM "MassMail" WHERE "id" = ${massMailId} FOR UPDATE`;
  return row;
};

/**
 * The copies not sent yet become FAILED with `reason`: PENDING ones (waiting or not), and, given
 * `staleBefore`, those a dead worker had claimed. Copies a live worker holds are left to it.
 */
export const failCopiesLeft = async (db: TTx, massMailId: number, reason: string, staleBefore?: Date) => {
  await db.massMailRecipient.updateMany({
    where: {
      massMailId,
      OR: [{ status: "PENDING" }, ...(staleBefore ? [{ status: "SENDING" as const, lockedAt: { lt: staleBefore } }] : [])],
    },
    data: { status: "FAILED", lockedAt: null, lockedBy: null, notBefore: null, lastError: reason },
  });
};

/**
 * Marks the mailing DONE when no recipient is PENDING or SENDING any more; true when it has
 * ended (DONE now, or FAILED). The count is a statement of its own after the lock: one UPDATE with
 * the count inside would, after waiting for a retry's lock, re-check only the mailing's row and
 * miss the copies the retry put back in line. A mailing given up (FAILED) by another chain fails
 * the copies that came back in line since (a batch given back, a 4xx) with its reason, so none is
 * left waiting in a mailing that nobody sends.
 */
export const finishIfDone = async (massMailId: number): Promise<boolean> => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const mailing = await lockMassMail(tx, massMailId);
    if (mailing?.status === "FAILED") {
      await failCopiesLeft(tx, massMailId, mailing.lastError ?? "Given up");
      return true;
    }
    if (mailing?.status !== "SENDING") return false;
    const left = await tx.massMailRecipient.count({ where: { massMailId, status: { in: ["PENDING", "SENDING"] } } });
    if (left > 0) return false;
    await tx.massMail.update({ where: { id: massMailId }, data: { status: "DONE", finishedAt: new Date() } });
    return true;
  }, WRITE_TRANSACTION);
};
