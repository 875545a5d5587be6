// One pledge per form: the public forms send an idempotency key made when the form is shown, stored
// on the pledge under a unique index, so a double click, a resend after a lost reply or a retry
// records one pledge and every send of the form gets the first one's answer (docs/decisions.md,
// "Public forms and donations (stop 57)").
import type { Prisma } from "../db/generated/client";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../http/errors";
import { PLEDGE_ACK_JOB } from "../payments/pledge-acknowledgement";
import { toReceipt, type TContributionReceipt } from "./contribution-shapes";

export type TPledgeResult = { receipt: TContributionReceipt; email: string; mailed: boolean };

type TDb = Prisma.TransactionClient;

/** What a resend must repeat to get the first answer: the address, and for a donation its amount. */
type TSent = { email: string; amount?: number; currency?: string };

const PLEDGE_SELECT = {
  id: true,
  referenceNo: true,
  amount: true,
  currency: true,
  financialYear: true,
  email: true,
  acknowledgedAt: true,
} as const;

const findPledge = (db: TDb, kind: "fcra" | "lmf", idempotencyKey: string) =>
  kind === "fcra"
    ? db.fcraDonation.findUnique({ where: { idempotencyKey }, select: PLEDGE_SELECT })
    : db.lmfApplication.findUnique({ where: { idempotencyKey }, select: PLEDGE_SELECT });

/**
 * The answer the form's first send got, or null when the key recorded nothing yet. A key already
 * used with another address or amount is a 409: the visitor changed the form after it was recorded.
 */
export const replayPledge = async (
  db: TDb,
  kind: "fcra" | "lmf",
  idempotencyKey: string | undefined,
  sent: TSent,
): Promise<TPledgeResult | null> => {
  if (!idempotencyKey) return null;
  const row = await findPledge(db, kind, idempotencyKey);
  if (!row) return null;
  const same =
    row.email === sent.email &&
    (sent.amount === undefined || row.amount.toNumber() === sent.amount) &&
    (sent.currency === undefined || row.currency === sent.currency);
  if (!same) {
    const message = "This form was already recorded with other details: reload the page to send a new one";
    throw new AppError("CONFLICT", `idempotencyKey: ${message}`, { fields: [{ field: "idempotencyKey", message }] });
  }
  // Mailed when the first send queued the acknowledgement (or it went already).
  const job = await db.job.findUnique({ where: { key: `${PLEDGE_ACK_JOB}:${row.referenceNo}` }, select: { id: true } });
  return { receipt: toReceipt(row), email: row.email, mailed: job !== null || row.acknowledgedAt !== null };
};

/**
 * Runs `record` (the pledge's transaction); when a concurrent send with the same key won the
 * unique index, answers that send's pledge instead of an error.
 */
export const recordOnce = async (
  db: TDb,
  kind: "fcra" | "lmf",
  idempotencyKey: string | undefined,
  sent: TSent,
  record: () => Promise<TPledgeResult>,
): Promise<TPledgeResult> => {
  try {
    return await record();
  } catch (error) {
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
    const earlier = await replayPledge(db, kind, idempotencyKey, sent);
    if (earlier) return earlier;
    throw error;
  }
};
