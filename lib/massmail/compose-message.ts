// One recipient's copy of a mass mail: the sanitised HTML and its text, a footer (the unsubscribe
// link and List-Unsubscribe headers for mail that is not essential), the attachments, and a
// Message-ID that is the same every time this recipient's copy is sent, so that a copy sent
// twice (a worker died between the SMTP server's acceptance and the commit) is recognisable.
import type Mail from "nodemailer/lib/mailer";
import { getEnv } from "../env";
import { escapeHtml } from "../mail/html";
import type { TLoadedAttachment } from "./attachments";
import { mailHtmlToText } from "./sanitize-mail-html";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "./unsubscribe-token";

export type TMassMailContent = {
  id: number;
  subject: string;
  html: string;
  text: string;
  essential: boolean;
  attachments: TLoadedAttachment[];
};

export type TMessageRecipient = { id: number; email: string; name: string };

/** The domain of MAIL_FROM's address, for Message-IDs. */
export const messageIdDomain = (from = getEnv().MAIL_FROM) => {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split("@")[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : "localhost";
};

export const massMailMessageId = (massMailId: number, recipientId: number, domain = messageIdDomain()) =>
  `<massmail.${massMailId}.${recipientId}@${domain}>`;

export const prepareContent = (mail: {
  id: number;
  subject: string;
  html: string;
  essential: boolean;
  attachments: TLoadedAttachment[];
}): TMassMailContent => ({ ...mail, text: mailHtmlToText(mail.html) });

const ESSENTIAL_NOTE = "This is an essential notice of the federation, sent to every member it concerns.";

export const composeMessage = (content: TMassMailContent, recipient: TMessageRecipient, domain: string): Mail.Options => {
  const env = getEnv();
  const base: Mail.Options = {
    from: env.MAIL_FROM,
    to: { name: recipient.name, address: recipient.email },
    subject: content.subject,
    messageId: massMailMessageId(content.id, recipient.id, domain),
    attachments: content.attachments.map((file) => ({ ...file })),
    headers: { "Auto-Submitted": "auto-generated", Precedence: "bulk" },
  };
  if (content.essential)
    return {
      ...base,
      html: `${content.html}\n<hr />\n<p><small>${escapeHtml(ESSENTIAL_NOTE)}</small></p>`,
      text: `${content.text}\n\n--\n${ESSENTIAL_NOTE}`,
    };
  const page = unsubscribePageUrl(recipient.email);
  const note = "You receive this as a member of the federation. To receive no more mailings that are not essential, unsubscribe";
  return {
    ...base,
    html: `${content.html}\n<hr />\n<p><small>${escapeHtml(note)}: <a href="${escapeHtml(page)}">unsubscribe</a>.</small></p>`,
    text: `${content.text}\n\n--\n${note}: ${page}`,
    list: { unsubscribe: { url: oneClickUnsubscribeUrl(recipient.email), comment: "Unsubscribe" } },
    headers: { ...base.headers, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
};
