// Where a sending slice hands its messages: with SMTP_URL, one kept-open SMTP connection
// (nodemailer's pool of one, the project's timeouts); without it, the database outbox (MailOutbox,
// "pending"), which is the mailbox of the embedded default, as for every other mail
// (lib/mail/send-mail.ts). What a failure means for the copy is read here: a reply about it, or
// none of its doing, a refusal of our session or no answer at all (outageOf: the mailing waits, outage.ts).
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

/**
 * Why the mail server takes no mail from us just now, whatever the copy: it does not answer, it
 * refuses our login, or it refuses the session (its greeting, such as 421 "service not available",
 * EHLO, STARTTLS or our sender). The mailing waits and is given up after a limit (outage.ts).
 */
export type TOutageKind = "unreachable" | "login" | "refused";
export type TOutage = { kind: TOutageKind; error: string };

// Codes of a try that no SMTP server answered: nodemailer's for a connection that failed, timed
// out, broke or closed before its reply, or whose DNS or TLS failed (ESOCKET carries TLS handshake
// errors), and Node's own for the socket we open ourselves (noDelaySocket).
const NO_ANSWER_CODES: ReadonlySet<unknown> = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * No SMTP server answered this try (refused, timed out, not found, TLS failed, closed before a
 * reply): nothing is known about the copy, and the next would meet the same silence.
 */
export class SmtpUnreachable extends Error {
  constructor(cause: unknown) {
    // Its message as it is (Node's socket errors may come from another realm than Error here: jest).
    const message = (cause as { message?: unknown } | null)?.message;
    super(typeof message === "string" ? message : String(cause), { cause });
  }
}

/**
 * Whether a failure of the SMTP transport had no answer from a server: a code above, or none at
 * all once the connection it went over has closed (nodemailer's pool then fails the message
 * with a bare "connection was closed" error). A server's reply (responseCode) is an answer.
 */
const isUnanswered = (error: unknown, connectionClosed: boolean) => {
  const { responseCode, code } = (error as TSmtpError) ?? {};
  if (typeof responseCode === "number") return false;
  return NO_ANSWER_CODES.has(code) || (code === undefined && connectionClosed);
};

const MAX_ERROR_LENGTH = 500;

/** The outage a failed send shows (`error`'s message as it is), or null when it was about the copy or is not known. */
export const outageOf = (error: unknown): TOutage | null => {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
  if (error instanceof SmtpUnreachable) return { kind: "unreachable", error: message };
  if ((error as TSmtpError)?.code === "EAUTH") return { kind: "login", error: message };
  if (isSessionRefusal(error)) return { kind: "refused", error: message };
  return null;
};

export const smtpPoolUrl = (smtpUrl: string) => {
  const url = new URL(smtpUrlWithTimeouts(smtpUrl));
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "1");
  if (!url.searchParams.has("maxMessages")) url.searchParams.set("maxMessages", "1000");
  // Otherwise the pool sends a message again on a new connection whenever its connection closes,
  // without end: a server that drops every connection left the send, and its slice, hanging for
  // ever (the batch's locks renewed all the while). The slice decides what is tried again.
  if (!url.searchParams.has("maxRequeues")) url.searchParams.set("maxRequeues", "0");
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
    // The connection this send opened, if it opened one, to tell one dropped before any reply.
    const opened: { socket?: net.Socket } = {};
    const dropped = () => opened.socket?.destroyed ?? false;
    (transport.transporter as unknown as { getSocket: typeof noDelaySocket }).getSocket = (options, callback) =>
      noDelaySocket(options, (error, socketOptions) => {
        opened.socket = socketOptions?.connection;
        callback(error, socketOptions);
      });
    return {
      send: async (message) => {
        opened.socket = undefined;
        try {
          await transport.sendMail(message);
        } catch (error) {
          throw isUnanswered(error, dropped()) ? new SmtpUnreachable(error) : error;
        }
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
