// A real SMTP server for the end-to-end tests that read mail: it listens on the port the e2e
// server mails to (scripts/e2e-server.sh, E2E_SMTP_PORT) and keeps what arrives, decoded.
import { SMTPServer } from "smtp-server";

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

export type TMail = { to: string[]; subject: string; text: string };

/** Quoted-printable soft breaks and escapes undone; enough to read codes and links in plain text mail. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const startMailbox = async () => {
  const mails: TMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const text = decode(Buffer.concat(chunks).toString("utf8"));
        mails.push({
          to: session.envelope.rcptTo.map((entry) => entry.address),
          subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? "",
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve);
  });
  return {
    mails,
    /** The newest mail to `to` whose text matches `pattern`, waiting for it to arrive. */
    waitFor: async (to: string, pattern: RegExp, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...mails].reverse().find((item) => item.to.includes(to) && pattern.test(item.text));
        if (mail) return pattern.exec(mail.text)!;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
