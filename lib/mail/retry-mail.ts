// Sends again the outbox rows whose last try failed for a passing reason (status "retrying"), and
// rows whose first try never ended (a process that died while sending: "pending" past its lease).
// A recurring job of the database queue, every minute. Each row is claimed alone, in one UPDATE
// over a FOR UPDATE SKIP LOCKED pick that counts the try and moves nextAttemptAt past a lease, so
// two instances never send one row. The outcome is recorded only while the row is still this try's.
// Without SMTP_URL nothing is sent: the outbox is the mailbox.
import { z } from "zod";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import type { TJobDefinition } from "../jobs/queue";
import { AttachmentError, isUnanswered } from "./mail-failure";
import { deliver, recordFailedTry, recordTry, SEND_LEASE_MS, sentRow, ZMailAttachment, type TMail } from "./send-mail";

export const MAIL_RETRY_JOB = "mail.retry";
const EVERY_MS = 60 * 1000;
/** One run stays well inside its minute; what is left waits for the next run. */
const RUN_BUDGET_MS = 45 * 1000;
const RUN_MAX_ROWS = 200;

type TClaimedMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: unknown;
  attempts: number;
};

const claimDueMail = async (now: Date): Promise<TClaimedMail | null> => {
  const prisma = await getDb();
  // MATERIALIZED: the pick runs once. Inlined as a subquery the planner may run it again for
  // each row it updates, and each run then skips the rows just claimed and claims one more.
  const rows = await prisma.$queryRaw<TClaimedMail[]>`
    WITH "picked" AS MATERIALIZED (
      SELECT "id" FROM "MailOutbox"
      WHERE "status" IN ('pending', 'retrying') AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt", "id"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "MailOutbox" AS "mail"
    SET "attempts" = "mail"."attempts" + 1, "nextAttemptAt" = ${new Date(now.getTime() + SEND_LEASE_MS)}
    FROM "picked"
    WHERE "mail"."id" = "picked"."id"
    RETURNING "mail"."id", "mail"."to", "mail"."subject", "mail"."text", "mail"."html", "mail"."attachments", "mail"."attempts"`;
  const row = rows[0];
  return row ? { ...row, attempts: Number(row.attempts) } : null;
};

const ZStoredAttachments = z.array(ZMailAttachment).nullable();

const mailOf = (row: TClaimedMail): TMail => {
  const attachments = ZStoredAttachments.safeParse(row.attachments);
  if (!attachments.success) throw new AttachmentError(`outbox row ${row.id} names its attachments in a form that cannot be read`);
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html !== null ? { html: row.html } : {}),
    ...(attachments.data?.length ? { attachments: attachments.data } : {}),
  };
};

export type TRetrySummary = { claimed: number; sent: number; retrying: number; failed: number };

export type TRetryOptions = { now?: () => Date };

/** Claims and sends the due rows one at a time (the job's run; tests call it directly). */
export const retryDueMails = async (options: TRetryOptions = {}): Promise<TRetrySummary> => {
  const summary: TRetrySummary = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const env = getEnv();
  if (!env.SMTP_URL) return summary;
  const now = options.now ?? (() => new Date());
  const started = Date.now();
  while (summary.claimed < RUN_MAX_ROWS && Date.now() - started < RUN_BUDGET_MS) {
    const row = await claimDueMail(now());
    if (!row) break;
    summary.claimed += 1;
    try {
      await deliver(env.SMTP_URL, env.MAIL_FROM, mailOf(row));
    } catch (error) {
      const outcome = await recordFailedTry(row.id, row.attempts, error, true, now());
      summary[outcome.status] += 1;
      // Nothing answered: the other due rows wait for the next run instead of spending a try each.
      if (isUnanswered(error)) break;
      continue;
    }
    await recordTry(row.id, row.attempts, sentRow(now()));
    summary.sent += 1;
  }
  return summary;
};

export const mailRetryJob = (): TJobDefinition => ({
  name: MAIL_RETRY_JOB,
  everyMs: EVERY_MS,
  run: async () => {
    await retryDueMails();
  },
});
