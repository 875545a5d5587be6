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

/** The SMTP server refused this recipient for good (5xx): trying again changes nothing. */
export const isPermanentRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500;
};

/** The SMTP server answered (4xx or 5xx) about this message; anything else is the connection. */
export const isSmtpReply = (error: unknown) => typeof (error as { responseCode?: unknown } | null)?.responseCode === "number";

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
