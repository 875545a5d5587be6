// Outgoing mail. Every message is recorded in MailOutbox; with SMTP_URL set it is also sent at once
// through nodemailer and its row marked "sent", "retrying" (a passing failure: the retry job,
// lib/mail/retry-mail.ts, sends it again later) or "failed" (refused for good; lib/mail/mail-failure.ts
// tells which). Without SMTP_URL the row stays "pending" (the embedded default: the outbox is the
// mailbox). Sending never throws at the caller, who sees the first try's outcome.
// Attachments are stored files, named in the row and read from storage as the message is sent:
// the database never holds their bytes.
import type { Readable } from "node:stream";
import nodemailer from "nodemailer";
import { z } from "zod";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { getEnv } from "../env";
import { getStorage, ZStorageFolder, ZStoredName } from "../storage";
import { AttachmentError, failedRow, loggedErrorText, type TFailedRow } from "./mail-failure";

export const ZMailAttachment = z.object({
  /** The name the reader sees. */
  filename: z.string().min(1).max(200),
  folder: ZStorageFolder,
  name: ZStoredName,
  contentType: z.string().min(1).max(100),
});
export type TMailAttachment = z.infer<typeof ZMailAttachment>;

export type TMail = { to: string; subject: string; text: string; html?: string; attachments?: TMailAttachment[] };
export type TMailStatus = "pending" | "sent" | "failed";
export type TMailResult = { id: number; status: TMailStatus };

export type TSendOptions = {
  /**
   * false for time-limited content (a signing code, a reset link): a failed first try is final,
   * and the row is never sent later, when its content may have expired or been replaced.
   */
  retry?: boolean;
  /**
   * For a sender that may run again after an interruption (a job given back at a stop, or past its
   * lock): at most one row has this key, and a run that finds it written sends nothing. A try that
   * was under way is the retry job's (after SEND_LEASE_MS), not a second message.
   */
  key?: string;
};

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/**
 * A row whose try is under way is left alone this long, then taken by the retry job: a process that
 * died while sending must not lose the mail. Far longer than a try can last with the timeouts above.
 */
export const SEND_LEASE_MS = 10 * 60 * 1000;

/** nodemailer's defaults wait minutes on a dead server; a request should not. URL options win. */
export const smtpUrlWithTimeouts = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
};

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const loadAttachments = async (attachments: readonly TMailAttachment[]) => {
  const storage = getStorage();
  const loaded: { filename: string; content: Buffer; contentType: string }[] = [];
  for (const attachment of attachments) {
    const file = await storage.get(attachment.folder, attachment.name);
    if (!file) throw new AttachmentError(`attachment ${attachment.folder}/${attachment.name} is missing from storage`);
    loaded.push({ filename: attachment.filename, content: await readAll(file.body), contentType: attachment.contentType });
  }
  return loaded;
};

export const deliver = async (smtpUrl: string, from: string, mail: TMail) => {
  const attachments = mail.attachments?.length ? await loadAttachments(mail.attachments) : [];
  const transport = nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl));
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
  } finally {
    transport.close();
  }
};

type TTryOutcome = { status: "sent"; sentAt: Date; nextAttemptAt: null; error: null } | TFailedRow;

/** Records how try number `attempts` of the row ended, unless another try has taken the row since. */
export const recordTry = async (id: number, attempts: number, outcome: TTryOutcome) => {
  const prisma = await getDb();
  await prisma.mailOutbox.updateMany({ where: { id, attempts }, data: outcome });
};

export const sentRow = (now: Date): TTryOutcome => ({ status: "sent", sentAt: now, nextAttemptAt: null, error: null });

/** Logs the failure and records it; the line says whether the row is tried again. */
export const recordFailedTry = async (id: number, attempts: number, error: unknown, retry: boolean, now = new Date()) => {
  const outcome = failedRow(error, attempts, retry, now);
  const then = outcome.nextAttemptAt ? `, tried again from ${outcome.nextAttemptAt.toISOString()}` : "";
  console.error(`[mail] sending outbox row ${id} failed: ${loggedErrorText(error)} (try ${attempts}${then})`);
  await recordTry(id, attempts, outcome);
  return outcome;
};

/**
 * Writes the message's row, its first try counted when SMTP_URL is set (sendRecorded makes it); in
 * `db`, a transaction, when the mail must exist only if a change commits with it. Null when a row
 * with `options.key` exists already.
 */
export const recordMail = async (
  db: Prisma.TransactionClient,
  mail: TMail,
  options: TSendOptions = {},
): Promise<number | null> => {
  const env = getEnv();
  const retry = options.retry ?? true;
  const rows = await db.mailOutbox.createManyAndReturn({
    data: [
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        key: options.key ?? null,
        ...(mail.attachments?.length ? { attachments: z.array(ZMailAttachment).parse(mail.attachments) } : {}),
        ...(env.SMTP_URL ? { attempts: 1, nextAttemptAt: retry ? new Date(Date.now() + SEND_LEASE_MS) : null } : {}),
      },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  return rows[0]?.id ?? null;
};

/** The first try of a row recordMail wrote (once its transaction has committed). */
export const sendRecorded = async (id: number, mail: TMail, options: TSendOptions = {}): Promise<TMailResult> => {
  const env = getEnv();
  if (!env.SMTP_URL) return { id, status: "pending" };
  try {
    await deliver(env.SMTP_URL, env.MAIL_FROM, mail);
  } catch (error) {
    await recordFailedTry(id, 1, error, options.retry ?? true).catch(() => {});
    return { id, status: "failed" };
  }
  await recordTry(id, 1, sentRow(new Date())).catch((error: unknown) =>
    console.error(`[mail] outbox row ${id} was sent but could not be marked sent: ${loggedErrorText(error)}`),
  );
  return { id, status: "sent" };
};

const statusOf = (status: string): TMailStatus => (status === "sent" || status === "pending" ? status : "failed");

export const sendMail = async (mail: TMail, options: TSendOptions = {}): Promise<TMailResult> => {
  const prisma = await getDb();
  const id = await recordMail(prisma, mail, options);
  if (id !== null) return sendRecorded(id, mail, options);
  // Written by an earlier run: sent, failed for good, or the retry job's.
  const row = await prisma.mailOutbox.findUniqueOrThrow({ where: { key: options.key }, select: { id: true, status: true } });
  return { id: row.id, status: statusOf(row.status) };
};
