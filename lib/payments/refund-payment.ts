// POST /api/paymentgateway/refundpayment (Admin): records that the secretariat returned a successful
// payment's money (the refund itself is made in the gateway's dashboard). In one transaction, under
// the payment's row lock that the gateway's answers also take: the payment becomes refunded with who,
// when and why; its receipt is cancelled, keeping its number (the series stays gap-free); the
// contribution goes back to cancelled unless another successful payment still pays for it (a pledge
// paid twice keeps the payment that stands, and when the refunded one held the receipt, the one that
// stands is receipted now: money kept is never left without a receipt); and the change is logged.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { recordAdminChange } from "../members/admin-changes";
import { loadContribution, lockContribution } from "./contributions";
import { getAdminPayment, type TAdminPayment } from "./list-payments";
import { issueReceipt } from "./receipts";
import { WRITE_TRANSACTION } from "../db/write-transaction";

const cancelContribution = async (
  tx: Prisma.TransactionClient,
  payment: { id: number; fcraDonationId: number | null; lmfApplicationId: number | null },
): Promise<boolean> => {
  await lockContribution(tx, payment);
  const others = await tx.payment.count({
    where: {
      id: { not: payment.id },
      status: "success",
      ...(payment.fcraDonationId !== null
        ? { fcraDonationId: payment.fcraDonationId }
        : { lmfApplicationId: payment.lmfApplicationId }),
    },
  });
  if (others > 0) return false;
  if (payment.fcraDonationId !== null)
    await tx.fcraDonation.update({ where: { id: payment.fcraDonationId }, data: { status: "cancelled" } });
  else if (payment.lmfApplicationId !== null)
    await tx.lmfApplication.update({ where: { id: payment.lmfApplicationId }, data: { status: "cancelled" } });
  else return false;
  return true;
};

/**
 * The refunded payment held the pledge's receipt, but another successful payment of the same pledge
 * (paid twice) still stands without one: that payment is now what pays the pledge, so it takes a
 * receipt of its own (a new number; the cancelled one keeps its number) and loses its "refund due".
 */
const receiptStandingPayment = async (
  tx: Prisma.TransactionClient,
  payment: { id: number; referenceNo: string; fcraDonationId: number | null; lmfApplicationId: number | null },
  now: Date,
): Promise<{ orderId: string; receiptNo: string } | null> => {
  const column = payment.fcraDonationId !== null ? Prisma.sql`"fcraDonationId"` : Prisma.sql`"lmfApplicationId"`;
  const unreceipted = Prisma.sql`
    SELECT "id" FROM "Payment"
    WHERE ${column} = ${payment.fcraDonationId ?? payment.lmfApplicationId} AND "id" <> ${payment.id} AND "status" = 'success'
      AND NOT EXISTS (SELECT 1 FROM "Receipt" WHERE "Receipt"."paymentId" = "Payment"."id")
    ORDER BY "id"`;
  // SKIP LOCKED: a concurrent refund of that payment holds its row and waits for the pledge's lock,
  // which this one holds, so waiting for the row would deadlock.
  const candidates = await tx.$queryRaw<{ id: number }[]>`${unreceipted} FOR UPDATE SKIP LOCKED`;
  const standingId = candidates[0]?.id;
  if (standingId === undefined) {
    // A skipped row may instead be a gateway answer for it being applied (decide() locks the row, not
    // the pledge): that payment stands, and refunding this one without receipting it would leave money
    // kept without a receipt. Neither case can be settled here: roll back, the Admin tries again.
    const skipped = await tx.$queryRaw<{ id: number }[]>`${unreceipted} LIMIT 1`;
    if (skipped.length > 0)
      throw new AppError(
        "CONFLICT",
        "orderId: a gateway answer or a refund for another payment of this pledge is being recorded; please refund again",
      );
    return null;
  }
  const standing = await tx.payment.findUniqueOrThrow({ where: { id: standingId } });
  await tx.payment.update({ where: { id: standing.id }, data: { reason: null } });
  const receipt = await issueReceipt(tx, {
    paymentId: standing.id,
    contribution: await loadContribution(tx, payment.referenceNo),
    amountPaise: Number(standing.amountPaise),
    currency: standing.currency,
    paymentMode: standing.paymentMode ?? "Online",
    receivedAt: standing.completedAt ?? now,
  });
  return { orderId: standing.orderId, receiptNo: receipt.receiptNo };
};

export const refundPayment = async (options: {
  actor: TSession;
  orderId: string;
  reason: string;
  now?: Date;
}): Promise<TAdminPayment> => {
  const { actor, orderId, reason } = options;
  const now = options.now ?? new Date();
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Payment" WHERE "orderId" = ${orderId} FOR UPDATE`;
    const id = locked[0]?.id;
    if (id === undefined) throw new AppError("NOT_FOUND", "orderId: no payment has this order id");
    const payment = await tx.payment.findUniqueOrThrow({ where: { id }, include: { receipt: true } });
    if (payment.status !== "success")
      throw new AppError(
        "CONFLICT",
        payment.status === "refunded"
          ? "orderId: this payment has already been refunded"
          : `orderId: only a successful payment can be refunded; this one is ${payment.status}`,
      );
    await tx.payment.update({
      where: { id },
      data: { status: "refunded", refundedAt: now, refundedById: actor.memberId, reason },
    });
    const receipt = payment.receipt && !payment.receipt.cancelledAt ? payment.receipt : null;
    if (receipt) await tx.receipt.update({ where: { id: receipt.id }, data: { cancelledAt: now } });
    const contributionCancelled = await cancelContribution(tx, payment);
    const receiptMoved = receipt && !contributionCancelled ? await receiptStandingPayment(tx, payment, now) : null;
    await recordAdminChange(tx, {
      actorId: actor.memberId,
      action: "payment.refund",
      targetKind: "payment",
      targetId: orderId,
      before: { status: payment.status, reason: payment.reason, receiptNo: receipt?.receiptNo ?? null },
      after: {
        status: "refunded",
        receiptCancelled: receipt !== null,
        contribution: contributionCancelled ? { referenceNo: payment.referenceNo, status: "cancelled" } : null,
        receiptIssued: receiptMoved,
      },
      remark: reason,
    });
  }, WRITE_TRANSACTION);
  return getAdminPayment(orderId);
};
