// Receipt numbers (issue 15): a gap-free series per ledger and financial year. The number is taken
// from the ContentSequence counter inside the transaction that records the payment as successful,
// so a rolled-back payment gives its number back and concurrent payments queue on the counter row:
// 80G/2026-27/000001 for domestic gifts and LMF fees, FC/2026-27/000001 for foreign contributions.
import type { Prisma } from "../db/generated/client";
import { enqueueJob } from "../jobs/queue";
import { financialYearOf, formatYear } from "../content/year";
import type { TContribution } from "./contributions";

export type TReceiptLedger = "domestic" | "fcra";

const SERIES: Record<TReceiptLedger, { counter: string; prefix: string }> = {
  domestic: { counter: "RCPT-80G", prefix: "80G" },
  fcra: { counter: "RCPT-FC", prefix: "FC" },
};

export const RECEIPT_JOB = "payments.receipt";

export const formatReceiptNo = (ledger: TReceiptLedger, financialYear: number, serial: number) =>
  `${SERIES[ledger].prefix}/${formatYear(financialYear)}/${String(serial).padStart(6, "0")}`;

/** Foreign contributions go to the FCRA ledger, everything else to the domestic one. */
export const ledgerFor = (contribution: Pick<TContribution, "foreignSource">): TReceiptLedger =>
  contribution.foreignSource ? "fcra" : "domestic";

export class LedgerMismatchError extends Error {}

/**
 * Numbers and records the receipt of a successful payment, inside the caller's transaction, and
 * queues its PDF and mail in the same transaction. A foreign contribution is refused the domestic
 * series here, and again by the database (Receipt_ledger_matches_source).
 */
export const issueReceipt = async (
  tx: Prisma.TransactionClient,
  options: {
    paymentId: number;
    contribution: TContribution;
    amountPaise: number;
    currency: string;
    paymentMode: string;
    receivedAt: Date;
    ledger?: TReceiptLedger;
  },
): Promise<{ receiptNo: string; ledger: TReceiptLedger; financialYear: number; serial: number }> => {
  const { contribution } = options;
  const ledger = options.ledger ?? ledgerFor(contribution);
  if (contribution.foreignSource && ledger !== "fcra")
    throw new LedgerMismatchError(
      `${contribution.referenceNo} is a foreign contribution: it cannot take a domestic receipt number`,
    );
  const financialYear = financialYearOf(options.receivedAt);
  const rows = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "ContentSequence" ("prefix", "financialYear", "lastValue") VALUES (${SERIES[ledger].counter}, ${financialYear}, 1)
    ON CONFLICT ("prefix", "financialYear") DO UPDATE SET "lastValue" = "ContentSequence"."lastValue" + 1
    RETURNING "lastValue"`;
  const serial = rows[0]?.lastValue;
  if (typeof serial !== "number") throw new Error("receipt sequence returned no value");
  const receiptNo = formatReceiptNo(ledger, financialYear, serial);
  await tx.receipt.create({
    data: {
      receiptNo,
      ledger,
      financialYear,
      serial,
      foreignSource: contribution.foreignSource,
      paymentId: options.paymentId,
      donorName: contribution.donorName,
      donorAddress: contribution.donorAddress,
      donorPan: contribution.donorPan,
      amountPaise: BigInt(options.amountPaise),
      currency: options.currency,
      paymentMode: options.paymentMode,
      receivedAt: options.receivedAt,
    },
  });
  await enqueueJob(RECEIPT_JOB, { receiptNo }, { key: `${RECEIPT_JOB}:${receiptNo}`, db: tx, maxAttempts: 5 });
  return { receiptNo, ledger, financialYear, serial };
};
