// The acknowledgement of a pledge (an FCRA donation or an LMF application), mailed once to the
// address given with it: the reference number, the amount, that it waits for payment, and the
// pay-later page where that reference and the same e-mail, phone and amount start the payment. A
// donor who closed the page without noting the reference can still pay. Queued in the transaction
// that records the pledge, and only when the address's daily limit allows it (mayAcknowledgePledge),
// so a refused pledge queues nothing and a failed mail never fails the pledge. acknowledgedAt is
// claimed in the step that sends, as receipt-job claims Receipt.mailedAt, so a job run again never
// mails twice; a pledge paid or cancelled before the job runs gets no "pending payment" mail.
import { z } from "zod";
import { SITE_CONTACT } from "../content/site-contact";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { getEnv } from "../env";
import { enqueueJob, type TJobDefinition } from "../jobs/queue";
import { escapeHtml } from "../mail/html";
import { recordMail, sendRecorded } from "../mail/send-mail";
import { PAY_LATER_PATH } from "./pay-later-input";
import { amountInFigures, kindOfReference, parseRupeesText, type TPaymentPurposeCode } from "./payment-labels";

export const PLEDGE_ACK_JOB = "payments.pledge-acknowledgement";

const ZPayload = z.object({
  referenceNo: z.string().min(1).max(40),
  origin: z.string().url(),
  /** Written by queuePledgeAcknowledgement: the address's limit allowed this mail as the pledge was recorded. */
  withinLimit: z.literal(true).optional(),
});

/**
 * Queues the mail in the pledge's own transaction, once mayAcknowledgePledge allowed it; `origin` is
 * the site's (siteOrigin), for the link.
 */
export const queuePledgeAcknowledgement = (tx: Prisma.TransactionClient, options: { referenceNo: string; origin: string }) =>
  enqueueJob(
    PLEDGE_ACK_JOB,
    { referenceNo: options.referenceNo, origin: options.origin, withinLimit: true },
    { db: tx, key: `${PLEDGE_ACK_JOB}:${options.referenceNo}`, maxAttempts: 5 },
  );

type TPledge = {
  id: number;
  name: string;
  email: string;
  amount: Prisma.Decimal;
  currency: string;
  status: string;
  acknowledgedAt: Date | null;
  createdAt: Date;
};

const PLEDGE_SELECT = {
  id: true,
  email: true,
  amount: true,
  currency: true,
  status: true,
  acknowledgedAt: true,
  createdAt: true,
} as const;

type TDb = Prisma.TransactionClient;

/** At most this many acknowledgements a day to one address, both forms together. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** First half of the two-key advisory lock on an address (the other: a hash of it); apart from one-key locks. */
const PLEDGE_ADDRESS_LOCK = 7_402_122;

/**
 * Pledges to the address (donations and LMF applications) recorded from `from` (and before `before`,
 * when given), whatever the case of either address: the same address as the lock's key,
 * lower(email). The forms store addresses in lower case (ZEmail); this does not rely on it. lower()
 * and not Prisma's insensitive mode, which is an unescaped ILIKE (the "_" of an address would match
 * any character). The createdAt indexes keep the scan to the day's pledges. Timestamps are stored
 * without a zone, in UTC: the cast drops the ISO text's "Z".
 */
const pledgesToAddress = async (db: TDb, email: string, range: { from: Date; before?: Date }) => {
  const before = range.before ? Prisma.sql` AND "createdAt" < ${range.before.toISOString()}::timestamp(3)` : Prisma.empty;
  const recorded = Prisma.sql`lower("email") = lower(${email}) AND "createdAt" >= ${range.from.toISOString()}::timestamp(3)${before}`;
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT ((SELECT count(*) FROM "FcraDonation" WHERE ${recorded})
      + (SELECT count(*) FROM "LmfApplication" WHERE ${recorded}))::int AS count`;
  return row!.count;
};

/**
 * The public forms would otherwise send the foundation's mail, with the sender's text, to any
 * address as often as the per-IP limit lets them. A pledge is acknowledged only when fewer than
 * three pledges to its address (donations and LMF applications) were recorded in the 24 hours
 * before it; the rest are recorded without a mail. Called first in the pledge's transaction: the
 * lock on the address, held until it commits, makes the pledges to one address count and record
 * one after the other, so two sent at once never both see the same count. True: queue the mail.
 */
export const mayAcknowledgePledge = async (tx: Prisma.TransactionClient, email: string, now: Date): Promise<boolean> => {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PLEDGE_ADDRESS_LOCK}::int, hashtext(lower(${email})))`;
  const count = await pledgesToAddress(tx, email, { from: new Date(now.getTime() - DAY_MS) });
  return count < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
};

/**
 * A job queued before the limit was decided with the pledge (its payload has no withinLimit: queued
 * by an earlier version, which mailed every pledge or decided when the job ran) is held to the same
 * rule when it runs: the pledges to the address recorded in the 24 hours before this one.
 */
const wasOverLimit = async (db: TDb, pledge: Pick<TPledge, "email" | "createdAt">) => {
  const range = { from: new Date(pledge.createdAt.getTime() - DAY_MS), before: pledge.createdAt };
  return (await pledgesToAddress(db, pledge.email, range)) >= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
};

/** Only while unsent and still waiting for payment. */
const claimOf = (id: number) => ({
  where: { id, acknowledgedAt: null, status: "pending_payment" as const },
  data: { acknowledgedAt: new Date() },
});

/** Each kind's table: read the pledge, claim its mail (1 when this run won it). */
const PLEDGES: Record<
  TPaymentPurposeCode,
  {
    find: (db: TDb, referenceNo: string) => Promise<TPledge | null>;
    claim: (db: TDb, id: number) => Promise<number>;
  }
> = {
  fcra_donation: {
    find: async (db, referenceNo) => {
      const row = await db.fcraDonation.findUnique({ where: { referenceNo }, select: { ...PLEDGE_SELECT, donorName: true } });
      return row && { ...row, name: row.donorName };
    },
    claim: async (db, id) => (await db.fcraDonation.updateMany(claimOf(id))).count,
  },
  lmf_fee: {
    find: async (db, referenceNo) => {
      const row = await db.lmfApplication.findUnique({
        where: { referenceNo },
        select: { ...PLEDGE_SELECT, applicantName: true },
      });
      return row && { ...row, name: row.applicantName };
    },
    claim: async (db, id) => (await db.lmfApplication.updateMany(claimOf(id))).count,
  },
};

export const acknowledgementMail = (options: {
  kind: TPaymentPurposeCode;
  name: string;
  referenceNo: string;
  amount: Prisma.Decimal;
  currency: string;
  payLaterUrl: string;
  trustName: string;
}) => {
  const { kind, referenceNo, currency, payLaterUrl, trustName } = options;
  const paise = parseRupeesText(options.amount.toFixed(2));
  if (paise === null) throw new Error(`${referenceNo}: the amount ${options.amount.toString()} is not a payable amount`);
  const figures = amountInFigures(paise, currency);
  // What the pay-later form takes: the rupee amount as written here, any other currency in plain figures.
  const typed = currency === "INR" ? `the amount, ${figures}` : `the amount in ${currency}, ${options.amount.toFixed(2)}`;
  const donation = kind === "fcra_donation";
  const paragraphs = [
    `Dear ${options.name},`,
    donation
      ? `Thank you for your donation pledge to ${trustName}. It is recorded under reference number ${referenceNo} for ${figures}, pending payment: no money has been received for it yet.`
      : `Thank you for applying to become a life member friend of ${trustName}. Your application is recorded under reference number ${referenceNo}, pending payment of the LMF contribution of ${figures}: no money has been received for it yet.`,
    `To pay online, now or later and from any device, open\n${payLaterUrl}\nand give this reference number, the e-mail address and phone number you gave with your ${donation ? "pledge" : "application"}, and ${typed}.`,
    "Your receipt is e-mailed to you once the payment goes through. If you have paid already, there is nothing more to do.",
    `For any question, write to the secretariat at ${SITE_CONTACT.email} or call ${SITE_CONTACT.phone}.`,
    `With regards,\n${trustName}`,
  ];
  const link = escapeHtml(payLaterUrl);
  return {
    subject: donation
      ? `Your donation pledge ${referenceNo} to ${trustName}`
      : `Your life member friend application ${referenceNo} to ${trustName}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(link, `<a href="${link}">${link}</a>`).replace(/\n/g, "<br>")}</p>`)
      .join("\n"),
  };
};

export const runPledgeAcknowledgementJob = async (raw: unknown): Promise<void> => {
  const { referenceNo, origin, withinLimit } = ZPayload.parse(raw);
  const kind = kindOfReference(referenceNo);
  if (!kind) throw new Error(`${referenceNo} is not a pledge's reference number`);
  const pledges = PLEDGES[kind];
  const db = await getDb();
  const pledge = await pledges.find(db, referenceNo);
  if (!pledge || pledge.acknowledgedAt || pledge.status !== "pending_payment") return;
  if (!withinLimit && (await wasOverLimit(db, pledge))) return;
  const mail = acknowledgementMail({
    kind,
    name: pledge.name,
    referenceNo,
    amount: pledge.amount,
    currency: pledge.currency,
    payLaterUrl: new URL(PAY_LATER_PATH, origin).toString(),
    trustName: getEnv().TRUST_NAME,
  });
  const message = { to: pledge.email, ...mail };
  // The claim and the outbox row commit together: a process that dies after them leaves the row to
  // the retry job, never a claim with no mail.
  const rowId = await db.$transaction(async (tx) =>
    (await pledges.claim(tx, pledge.id)) === 1 ? recordMail(tx, message, { key: `pledge:${referenceNo}` }) : null,
  );
  // sendRecorded never throws for SMTP trouble (the row says "retrying" or "failed").
  if (rowId !== null) await sendRecorded(rowId, message);
};

export const pledgeAcknowledgementJob = (): TJobDefinition => ({ name: PLEDGE_ACK_JOB, run: runPledgeAcknowledgementJob });
