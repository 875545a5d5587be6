// The mail the end-to-end tests read: the tests' real SMTP server (tests/helpers/smtp-server.ts)
// on the port this worker's e2e server mails to (scripts/e2e-server.sh, e2e/test.ts), decoded for reading.
import { startSmtpServer } from "../tests/helpers/smtp-server";
import { smtpPortOfThisWorker } from "./test";

/** Quoted-printable soft breaks and escapes undone; enough to read codes and links in plain text mail. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const startMailbox = async () => {
  const server = await startSmtpServer({}, smtpPortOfThisWorker());
  return {
    /** A place in the mail received so far: `waitFor(..., { since })` reads only what came after it. */
    mark: () => server.received.length,
    /**
     * The newest mail to `to` whose text matches `pattern`, waiting for it to arrive; with `since`
     * (a mark), only mail received after it, so a second code of the same wording is not the first.
     */
    waitFor: async (to: string, pattern: RegExp, { timeoutMs = 15_000, since = 0 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = server.received
          .slice(since)
          .reverse()
          .find((item) => item.to.includes(to) && pattern.test(decode(item.raw)));
        if (mail) return pattern.exec(decode(mail.raw))!;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: server.close,
  };
};
