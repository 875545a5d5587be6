// What a receipt says (issue 15), for the print page /paymentreceipt/{orderId} and so for its PDF:
// the trust, its registration for the receipt's ledger (80G for the domestic series, the FCRA for
// foreign contributions), the donor, the amount in figures and in words, how and for what it was
// paid. Found by the payment's order id, the payer's unguessable handle; anything else is no receipt.
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { amountInWords } from "./amount-in-words";
import { istDate } from "../india-time";
import { amountInFigures, ORDER_ID_PATTERN, PURPOSE_LABELS } from "./payment-labels";

export const FCRA_NOTE =
  "Foreign contribution received under the Foreign Contribution (Regulation) Act, 2010; not eligible for deduction under section 80G";

export const SANDBOX_NOTE = "TEST RECEIPT — sandbox payment, no money was received";

export type TReceiptDocument = {
  receiptNo: string;
  ledger: "domestic" | "fcra";
  /** dd-MM-yyyy, the day in India the money was received. */
  date: string;
  trust: { name: string; address: string; pan: string; registration: { label: string; value: string } };
  donor: { name: string; address: string; pan: string };
  amount: { figures: string; words: string; currency: string };
  paymentMode: string;
  gatewayReference: string;
  purpose: string;
  referenceNo: string;
  orderId: string;
  /** Set for a foreign contribution: it is not an 80G receipt. */
  fcraNote: string | null;
  /** Set for the sandbox gateway: no money moved. */
  testNote: string | null;
  /** dd-MM-yyyy the receipt was cancelled (its payment refunded), or null. */
  cancelledOn: string | null;
};

/** The receipt of the payment `orderId`, or null when there is no such payment or it has no receipt. */
export const getReceiptDocument = async (orderId: string): Promise<TReceiptDocument | null> => {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  const prisma = await getDb();
  const payment = await prisma.payment.findUnique({ where: { orderId }, include: { receipt: true } });
  const receipt = payment?.receipt;
  if (!payment || !receipt) return null;
  const env = getEnv();
  const fcra = receipt.ledger === "fcra";
  return {
    receiptNo: receipt.receiptNo,
    ledger: receipt.ledger,
    date: istDate(receipt.receivedAt),
    trust: {
      name: env.TRUST_NAME,
      address: env.TRUST_ADDRESS,
      pan: env.TRUST_PAN,
      registration: fcra
        ? { label: "FCRA registration number", value: env.TRUST_FCRA_NUMBER }
        : { label: "80G registration number", value: env.TRUST_80G_NUMBER },
    },
    donor: { name: receipt.donorName, address: receipt.donorAddress, pan: receipt.donorPan || "Not given" },
    amount: {
      figures: amountInFigures(receipt.amountPaise, receipt.currency),
      words: amountInWords(receipt.amountPaise, receipt.currency),
      currency: receipt.currency,
    },
    paymentMode: receipt.paymentMode,
    gatewayReference: payment.gatewayReference || "-",
    purpose: PURPOSE_LABELS[payment.purpose],
    referenceNo: payment.referenceNo,
    orderId: payment.orderId,
    fcraNote: fcra ? FCRA_NOTE : null,
    testNote: payment.gateway === "sandbox" ? SANDBOX_NOTE : null,
    cancelledOn: receipt.cancelledAt ? istDate(receipt.cancelledAt) : null,
  };
};
