// Where a sending slice hands its messages: with SMTP_URL, one kept-open SMTP connection
// (nodemailer's pool of one, the project's timeouts); without it, the database outbox (MailOutbox,
// "pending"), which is the mailbox of the embedded default, as for every other mail
// (lib/mail/send-mail.ts).
import net from "node:net";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { smtpUrlWithTimeouts } from "../mail/send-mail";

export type TMailTransport = { send: (message: Mail.Options) => Promise<void>; close: () => void };

type TSmtpError = { responseCode?: unknown; code?: unknown; command?: unknown } | null;

// The commands nodemailer names (error.command) for a reply about one recipient or its message:
// the recipient refused, or the message refused after DATA or its ending dot. Replies to the
// greeting ("CONN"), EHLO/HELO, STARTTLS, "AUTH <method>", MAIL FROM or RSET are about our
// connection, credentials or sender: every copy would meet them.
const RECIPIENT_COMMANDS: ReadonlySet<unknown> = new Set(["RCPT TO", "DATA"]);

/** The SMTP server answered (4xx or 5xx) about this recipient or its message. */
export const isRecipientReply = (error: unknown) => {
  const { responseCode, code, command } = (error as TSmtpError) ?? {};
  return typeof responseCode === "number" && code !== "EAUTH" && RECIPIENT_COMMANDS.has(command);
};

/** A recipient's refusal for good (5xx): trying again changes nothing. Only for a recipient's reply. */
export const isPermanentRefusal = (error: unknown) => {
  const code = (error as TSmtpError)?.responseCode;
  return typeof code === "number" && code >= 500;
};

/**
 * The server refused the session rather than the copy: our credentials (EAUTH), our sender (MAIL
 * FROM), its greeting or EHLO. Not a try of the copy: the next one would meet the same refusal.
 */
export const isSessionRefusal = (error: unknown) => {
  const { responseCode, code } = (error as TSmtpError) ?? {};
  return code === "EAUTH" || (typeof responseCode === "number" && !isRecipientReply(error));
};

export const smtpPoolUrl = (smtpUrl: string) => {
  const url = new URL(smtpUrlWithTimeouts(smtpUrl));
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "1");
  if (!url.searchParams.has("maxMessages")) url.searchParams.set("maxMessages", "1000");
  return url.toString();
};

type TSocketOptions = { host?: string; port?: number; connectionTimeout?: number };
type TSocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket }) => void;

/**
 * nodemailer's own sockets keep Nagle's algorithm on: the message's last small write (the ending
 * dot) then waits for the server's delayed ACK, about 40 ms a message, which capped a mailing at
 * ~22 mails/s here. This opens the connection with TCP_NODELAY and hands it over (TLS, for
 * smtps:, is still started by nodemailer on it).
 */
const noDelaySocket = (options: TSocketOptions, callback: TSocketCallback) => {
  const socket = net.connect({ host: options.host ?? "localhost", port: options.port ?? 25, noDelay: true });
  const timer = setTimeout(() => {
    socket.destroy();
    callback(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" }));
  }, options.connectionTimeout ?? 10_000);
  const onError = (error: Error) => {
    clearTimeout(timer);
    callback(error);
  };
  socket.once("error", onError);
  socket.once("connect", () => {
    clearTimeout(timer);
    socket.removeListener("error", onError);
    callback(null, { connection: socket });
  });
};

const text = (value: Mail.Options["text"]) => (typeof value === "string" ? value : "");

export const createMailTransport = (smtpUrl = getEnv().SMTP_URL): TMailTransport => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpPoolUrl(smtpUrl));
    (transport.transporter as unknown as { getSocket: typeof noDelaySocket }).getSocket = noDelaySocket;
    return {
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  return {
    send: async (message) => {
      const prisma = await getDb();
      const to = message.to as { address: string };
      await prisma.mailOutbox.create({
        data: {
          to: to.address,
          subject: String(message.subject ?? ""),
          text: text(message.text),
          html: typeof message.html === "string" ? message.html : null,
        },
      });
    },
    close: () => {},
  };
};
