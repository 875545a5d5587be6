// The job queued with every receipt (RECEIPT_JOB, in the transaction that records the payment):
// make the receipt's PDF if it is not stored yet, and mail it to the payer once. Receipt.mailedAt
// is claimed in the transaction that writes the mail's outbox row, so a job run again (a retry, a
// worker that died after the mail) never sends a second one, and a process that dies after the claim
// leaves the row for the retry job rather than a claim with no mail. A cancelled receipt is not mailed.
import { z } from "zod";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import type { TJobDefinition } from "../jobs/queue";
import { escapeHtml } from "../mail/html";
import { recordMail, sendRecorded } from "../mail/send-mail";
import { amountInFigures } from "./payment-labels";
import { SANDBOX_NOTE } from "./receipt-document";
import { RECEIPT_JOB } from "./receipts";
import { RECEIPTS_FOLDER, receiptFileName, receiptPdf } from "./receipt-pdf";

const ZPayload = z.object({ receiptNo: z.string().min(1).max(40) });

const receiptMail = (options: {
  payerName: string;
  receiptNo: string;
  amount: string;
  referenceNo: string;
  test: boolean;
  trustName: string;
}) => {
  const paragraphs = [
    `Dear ${options.payerName},`,
    `Thank you for your payment of ${options.amount} (${options.referenceNo}). Your receipt ${options.receiptNo} is attached as a PDF.`,
    ...(options.test ? [`${SANDBOX_NOTE}.`] : []),
    `With regards,\n${options.trustName}`,
  ];
  return {
    subject: `${options.test ? "[TEST] " : ""}Receipt ${options.receiptNo} from ${options.trustName}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("\n"),
  };
};

export const runReceiptJob = async (raw: unknown): Promise<void> => {
  const { receiptNo } = ZPayload.parse(raw);
  const name = await receiptPdf(receiptNo, "job");
  const prisma = await getDb();
  const receipt = await prisma.receipt.findUniqueOrThrow({ where: { receiptNo }, include: { payment: true } });
  const { payment } = receipt;
  if (receipt.mailedAt || receipt.cancelledAt || !payment.payerEmail) return;
  const mail = {
    to: payment.payerEmail,
    ...receiptMail({
      payerName: payment.payerName,
      receiptNo,
      amount: amountInFigures(receipt.amountPaise, receipt.currency),
      referenceNo: payment.referenceNo,
      test: payment.gateway === "sandbox",
      trustName: getEnv().TRUST_NAME,
    }),
    attachments: [{ filename: receiptFileName(receiptNo), folder: RECEIPTS_FOLDER, name, contentType: "application/pdf" }],
  };
  const rowId = await prisma.$transaction(async (tx) => {
    const claimed = await tx.receipt.updateMany({
      where: { id: receipt.id, mailedAt: null, cancelledAt: null },
      data: { mailedAt: new Date() },
    });
    return claimed.count === 1 ? recordMail(tx, mail, { key: `receipt:${receiptNo}` }) : null;
  });
  // sendRecorded never throws for SMTP trouble (the row says "retrying" or "failed").
  if (rowId !== null) await sendRecorded(rowId, mail);
};

export const receiptJob = (): TJobDefinition => ({ name: RECEIPT_JOB, run: runReceiptJob });
