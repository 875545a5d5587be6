// Outgoing mail. Every message is recorded in MailOutbox; with SMTP_URL set it is also sent at once
// through nodemailer and its row marked "sent" or "failed". Without SMTP_URL the row stays
// "pending" (the embedded default: the outbox is the mailbox). Sending never throws at the caller.
// Attachments are stored files, named in the row and read from storage as the message is sent:
// the database never holds their bytes.
import type { Readable } from "node:stream";
import nodemailer from "nodemailer";
import { z } from "zod";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { getStorage, ZStorageFolder, ZStoredName } from "../storage";

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
    if (!file) throw new Error(`attachment ${attachment.folder}/${attachment.name} is missing from storage`);
    loaded.push({ filename: attachment.filename, content: await readAll(file.body), contentType: attachment.contentType });
  }
  return loaded;
};

const deliver = async (smtpUrl: string, from: string, mail: TMail) => {
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

export const sendMail = async (mail: TMail): Promise<TMailResult> => {
  const env = getEnv();
  const prisma = await getDb();
  const row = await prisma.mailOutbox.create({
    data: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      ...(mail.attachments?.length ? { attachments: z.array(ZMailAttachment).parse(mail.attachments) } : {}),
    },
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
