// The unsubscribe link's effect: the address is recorded in MailOptOut, and later mailings that
// are not essential skip it, as do the copies not yet sent of such mailings under way.
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { fieldError } from "../http/errors";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export const recordOptOut = async (token: string): Promise<{ email: string }> => {
  const email = verifyUnsubscribeToken(token);
  if (!email) throw fieldError("BAD_REQUEST", "token", "this unsubscribe link is not valid");
  const prisma = await getDb();
  await prisma.$transaction([
    prisma.mailOptOut.upsert({ where: { email }, update: {}, create: { email } }),
    prisma.massMailRecipient.updateMany({
      where: { email, status: "PENDING", massMail: { essential: false, status: "SENDING" } },
      data: { status: "SKIPPED", lastError: "unsubscribed" },
    }),
  ]);
  return { email };
};

/**
 * A mailing's recipients in `status` whose address has unsubscribed become SKIPPED (for mail that
 * is not essential): the retry of failures, and each sending slice for copies that were back in
 * line (a 4xx) or that a dead worker had claimed (SENDING with a lock older than `lockedBefore`)
 * when the address unsubscribed. Answers how many.
 */
export const skipOptedOutRecipients = async (
  db: Pick<Prisma.TransactionClient, "$executeRaw">,
  massMailId: number,
  which: { status: "FAILED" | "PENDING" } | { status: "SENDING"; lockedBefore: Date },
): Promise<number> => {
  // A dead worker's copies are those whose lock went stale; the other states have no lock to read.
  const staleLock = which.status === "SENDING" ? Prisma.sql`AND r."lockedAt" < ${which.lockedBefore}` : Prisma.empty;
  return db.$executeRaw`
    UPDATE "MassMailRecipient" AS r SET "status" = 'SKIPPED', "lastError" = 'unsubscribed', "lockedAt" = NULL, "lockedBy" = NULL
    WHERE r."massMailId" = ${massMailId} AND r."status"::text = ${which.status} ${staleLock}
      AND EXISTS (SELECT 1 FROM "MailOptOut" AS o WHERE o."email" = r."email")`;
};
