// "Retry failures": the mailing's FAILED recipients become PENDING again (their tries start
// over), the mailing (DONE, or FAILED when given up) goes back to SENDING and new sending jobs
// start, in one transaction. Of a
// mailing that is not essential, a failed address that has unsubscribed since is SKIPPED instead:
// a retry never mails someone who asked for no more. Nor, of any mailing, an address that no member
// in good standing has any more (deactivated, un-approved, moved address, de-chartered table): the
// audience would not take it today.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { AppError } from "../http/errors";
import { recordAdminChange } from "../members/admin-changes";
import { skipOptedOutRecipients } from "./opt-out";
import { lockMassMail } from "./mailing-state";
import { enqueueMassMailChains } from "./send-slice";

/**
 * FAILED copies of members whose address no active, approved member of a chartered table (or of
 * none) has any more become SKIPPED: who receives mail, as audienceWhere says it, in one UPDATE (a
 * mailing given up in an outage may have thousands of failed copies). Another member at the same address keeps the copy: it is
 * theirs too. Copies to no member (memberId null) are left as they are. Answers how many.
 */
const skipLapsedRecipients = (tx: Prisma.TransactionClient, massMailId: number): Promise<number> => tx.$executeRaw`
  UPDATE "MassMailRecipient" AS r SET "status" = 'SKIPPED', "lastError" = 'no longer a member who receives mail'
  WHERE r."massMailId" = ${massMailId} AND r."status" = 'FAILED' AND r."memberId" IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM "Member" AS m LEFT JOIN "Table" AS t ON t."tableNo" = m."tableNo"
      WHERE lower(trim(m."officeEmail")) = r."email" AND m."isActive" AND m."isApproved"
        AND (t."isDecharted" IS NULL OR NOT t."isDecharted"))`;

export const retryFailedRecipients = async ({ actorId, massMailId }: { actorId: number; massMailId: number }) => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    // The mailing's row first, as the end of a slice takes it (finishIfDone): a slice ending
    // meanwhile then sees the copies put back in line, and does not mark the mailing DONE.
    const mailing = await lockMassMail(tx, massMailId);
    if (!mailing) throw new AppError("NOT_FOUND", "No such mailing");
    if (mailing.status === "CANCELLED") throw new AppError("CONFLICT", "This mailing was cancelled");
    const skipped = mailing.essential ? 0 : await skipOptedOutRecipients(tx, massMailId, { status: "FAILED" });
    const lapsed = await skipLapsedRecipients(tx, massMailId);
    const { count } = await tx.massMailRecipient.updateMany({
      where: { massMailId, status: "FAILED" },
      data: { status: "PENDING", attempts: 0, lockedAt: null },
    });
    if (count === 0 && skipped === 0 && lapsed === 0) throw new AppError("CONFLICT", "No failed recipients to retry");
    if (count > 0) {
      // A mailing given up (FAILED: its server did not answer) starts afresh, its outage forgotten.
      await tx.massMail.update({
        where: { id: massMailId },
        data: { status: "SENDING", finishedAt: null, outageSince: null, lastError: null },
      });
      await enqueueMassMailChains(tx, massMailId);
    }
    await recordAdminChange(tx, {
      actorId,
      action: "massMail.retryFailed",
      targetKind: "massMail",
      targetId: massMailId,
      after: { requeued: count, skipped, lapsed },
    });
    return { requeued: count, skipped, lapsed };
  }, WRITE_TRANSACTION);
};
