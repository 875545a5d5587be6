// Outgoing mail. Every message is recorded in MailOutbox; with SMTP_URL set it is also sent at once
// through nodemailer and its row marked "sent" or "failed". Without SMTP_URL the row stays
// "pending" (the embedded default: the outbox is the mailbox). Sending never throws at the caller.
import nodemailer from "nodemailer";
import { getDb } from "../db/client";
import { getEnv } from "../env";

export type TMail = { to: string; subject: string; text: string; html?: string };
export type TMailStatus = "pending" | "sent" | "failed";
export type TMailResult = { id: number; status: TMailStatus };

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const MAX_ERROR_LENGTH = 1000;

/** nodemailer's defaults wait minutes on a dead server; a request should not. URL options win. */
export const smtpUrlWithTimeouts = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
};

const deliver = async (smtpUrl: string, from: string, mail: TMail) => {
  const transport = nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl));
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  } finally {
    transport.close();
  }
};

export const sendMail = async (mail: TMail): Promise<TMailResult> => {
  const env = getEnv();
  const prisma = await getDb();
  const row = await prisma.mailOutbox.create({
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null },
    select: { id: true },
  });
  if (!env.SMTP_URL) return { id: row.id, status: "pending" };

  try {
    await deliver(env.SMTP_URL, env.MAIL_FROM, mail);
    await prisma.mailOutbox.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date(), error: null } });
    return { id: row.id, status: "sent" };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    console.error(`[mail] sending outbox row ${row.id} failed: ${message}`);
    await prisma.mailOutbox.update({ where: { id: row.id }, data: { status: "failed", error: message } }).catch(() => {});
    return { id: row.id, status: "failed" };
  }
};
