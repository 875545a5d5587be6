// What the payment calls answer. The payer's view (by order id, the unguessable handle the result
// page carries) holds only what the payer already knows; the secretariat's view (by reference
// number) holds every attempt at paying one contribution, with the gateway's answers.
import { getDb } from "../db/client";
import type { Payment } from "../db/generated/client";
import { AppError } from "../http/errors";
import { istDay } from "../india-time";
import { paiseToRupeesText } from "./gateway";
import { ADMIN_PAYMENT_SELECT, toAdminPayment } from "./list-payments";

export const RECEIPT_DOWNLOAD_PATH = "/api/paymentgateway/receipt";

export type TPaymentStatusText = "initiated" | "success" | "failure" | "aborted" | "refunded";

export type TPublicPayment = {
  orderId: string;
  status: TPaymentStatusText;
  purpose: "fcra_donation" | "lmf_fee";
  referenceNo: string;
  /** Rupees (or the currency's units) as text: "1500.00". */
  amount: string;
  currency: string;
  payerName: string;
  createdAt: string;
  completedAt: string | null;
  /** What the payer is told about the outcome (payerReason); never the secretariat's own note. */
  reason: string | null;
  receiptNo: string | null;
  /** Where the receipt PDF downloads, once the payment has one. */
  receiptUrl: string | null;
  /** True for the sandbox: no money moved. */
  test: boolean;
};

/**
 * The payment's reason as the payer may read it. The gateway's message on a failed or cancelled
 * payment was written for the payer. The secretariat's note on a refund, and the "Paid twice ...
 * refund due" note on a second payment of a paid pledge, are internal (anyone holding the order id
 * reads this), so the payer is told what happened to their money instead.
 */
const payerReason = (row: Pick<Payment, "status" | "reason" | "referenceNo" | "refundedAt">, receiptNo: string | null) => {
  if (row.status === "failure" || row.status === "aborted") return row.reason;
  // dd/mm/yyyy, as every screen writes a day (the payer reads it on /paymentresponse).
  if (row.status === "refunded") return row.refundedAt ? `Refunded on ${istDay(row.refundedAt)}` : "Refunded";
  // A success keeps its receipt; one without a receipt is the second payment of a pledge already paid.
  if (row.status === "success" && !receiptNo && row.reason)
    return `${row.referenceNo} was already paid when this payment came in, so this one will be refunded to you. The secretariat will write to you.`;
  return null;
};

export const getPublicPayment = async (orderId: string): Promise<TPublicPayment> => {
  const prisma = await getDb();
  const row = await prisma.payment.findUnique({
    where: { orderId },
    include: { receipt: { select: { receiptNo: true, cancelledAt: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND", "id: no payment has this order id");
  const receiptNo = row.receipt && !row.receipt.cancelledAt ? row.receipt.receiptNo : null;
  return {
    orderId: row.orderId,
    status: row.status,
    purpose: row.purpose,
    referenceNo: row.referenceNo,
    amount: paiseToRupeesText(Number(row.amountPaise)),
    currency: row.currency,
    payerName: row.payerName,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    reason: payerReason(row, receiptNo),
    receiptNo,
    receiptUrl: receiptNo ? `${RECEIPT_DOWNLOAD_PATH}/${row.orderId}` : null,
    test: row.gateway === "sandbox",
  };
};

/** Every attempt at paying one donation or LMF fee, newest first, as the Admin's list shows it, with when each channel answered and what the gateway said (Admin). */
export const getPaymentsByReference = async (referenceNo: string) => {
  const prisma = await getDb();
  const rows = await prisma.payment.findMany({
    where: { referenceNo },
    orderBy: { id: "desc" },
    select: {
      ...ADMIN_PAYMENT_SELECT,
      returnSeenAt: true,
      notifySeenAt: true,
      receipt: { select: { receiptNo: true, ledger: true, financialYear: true, cancelledAt: true, mailedAt: true } },
    },
  });
  if (rows.length === 0) throw new AppError("NOT_FOUND", `referenceNo: no payment was started for ${referenceNo.slice(0, 40)}`);
  const events = await prisma.paymentEvent.findMany({
    where: { orderId: { in: rows.map((row) => row.orderId) } },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({
    ...toAdminPayment(row),
    returnSeenAt: row.returnSeenAt?.toISOString() ?? null,
    notifySeenAt: row.notifySeenAt?.toISOString() ?? null,
    receipt: row.receipt
      ? {
          receiptNo: row.receipt.receiptNo,
          ledger: row.receipt.ledger,
          financialYear: row.receipt.financialYear,
          cancelledAt: row.receipt.cancelledAt?.toISOString() ?? null,
          mailedAt: row.receipt.mailedAt?.toISOString() ?? null,
        }
      : null,
    events: events
      .filter((event) => event.orderId === row.orderId)
      .map((event) => ({
        source: event.source,
        outcome: event.outcome,
        detail: event.detail,
        at: event.createdAt.toISOString(),
      })),
  }));
};
