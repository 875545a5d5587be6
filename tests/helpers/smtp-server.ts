// A real SMTP server for mail tests (smtp-server on a free port, no auth, no TLS) that keeps what
// it receives. `options` override its handlers, e.g. an onRcptTo that refuses every address.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type TReceivedMail = { from: string | undefined; to: string[]; raw: string };

/** `port` 0 (the default) takes a free one. */
export const startSmtpServer = async (options: Partial<SMTPServerOptions> = {}, port = 0) => {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // A client that dies mid-message (a killed worker) resets the connection: not the test's failure.
      stream.on("error", () => {});
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((entry) => entry.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    ...options,
  });
  // Connection resets are reported as 'error' events, which must have a listener.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return { received, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
