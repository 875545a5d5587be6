// sendMail against a real SMTP server (smtp-server on a free port, no auth, no TLS), and the
// outbox as the embedded default.
import { sendMail, smtpUrlWithTimeouts } from "@/lib/mail/send-mail";
import { startSmtpServer } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
});

describe("sendMail", () => {
  it("without SMTP_URL keeps the message in the outbox as pending", async () => {
    delete process.env.SMTP_URL;
    const result = await sendMail({ to: "someone@example.org", subject: "Kept", text: "Stays in the outbox" });
    expect(result.status).toBe("pending");
    const row = await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toEqual(
      expect.objectContaining({
        to: "someone@example.org",
        subject: "Kept",
        text: "Stays in the outbox",
        html: null,
        status: "pending",
        sentAt: null,
        error: null,
      }),
    );
  });

  it("with SMTP_URL delivers the message from MAIL_FROM and marks the row sent", async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = "Portal Tests <portal@example.org>";
    try {
      const result = await sendMail({
        to: "reader@example.org",
        subject: "Hello from the portal",
        text: "Plain body line",
        html: "<p>HTML body line</p>",
      });
      expect(result.status).toBe("sent");
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.from).toBe("portal@example.org");
      expect(message!.to).toEqual(["reader@example.org"]);
      expect(message!.raw).toContain("Subject: Hello from the portal");
      expect(message!.raw).toContain("To: reader@example.org");
      expect(message!.raw).toContain("From: Portal Tests <portal@example.org>");
      expect(message!.raw).toContain("Plain body line");
      expect(message!.raw).toContain("<p>HTML body line</p>");
      const row = await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
      expect(row.status).toBe("sent");
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.error).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("marks the row failed, without throwing, when the server refuses the message", async () => {
    const smtp = await startSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })),
    });
    process.env.SMTP_URL = smtp.url;
    try {
      const result = await sendMail({ to: "refused@example.org", subject: "Refused", text: "Never arrives" });
      expect(result.status).toBe("failed");
      expect(smtp.received).toHaveLength(0);
      const row = await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
      expect(row.status).toBe("failed");
      expect(row.sentAt).toBeNull();
      expect(row.error).toContain("Mailbox unavailable");
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`outbox row ${result.id} failed`));
    } finally {
      await smtp.close();
    }
  });

  it("marks the row failed when nothing listens at SMTP_URL", async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    process.env.SMTP_URL = smtp.url;
    const result = await sendMail({ to: "nobody@example.org", subject: "No server", text: "Nothing listens" });
    expect(result.status).toBe("failed");
    expect((await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: result.id } })).error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("adds connection timeouts to the SMTP URL unless it sets its own", () => {
    expect(smtpUrlWithTimeouts("smtp://mail.example.org:25")).toBe(
      "smtp://mail.example.org:25?connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000",
    );
    expect(smtpUrlWithTimeouts("smtps://user:p%40ss@mail.example.org?socketTimeout=5")).toContain(
      "socketTimeout=5&connectionTimeout=10000",
    );
  });
});
