// sendMail with attachments that are stored files (lib/mail/send-mail.ts): the outbox row names
// them (never their bytes), and SMTP delivery reads them from storage as it sends.
import fs from "node:fs/promises";
import { sendMail } from "@/lib/mail/send-mail";
import { startSmtpServer } from "../helpers/smtp-server";
import { RECEIPT_BYTES, receiptAttachment, storeInTemporaryUploads } from "../helpers/stored-receipt";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const saved = { ...process.env };
let uploads: string;

const ATTACHMENT = receiptAttachment("receipt-80G-2026-27-000001.pdf");

let consoleError: jest.SpyInstance;

beforeAll(async () => {
  uploads = await storeInTemporaryUploads("mail-attachments-", ATTACHMENT);
});

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  delete process.env.SMTP_URL;
});

afterAll(async () => {
  process.env = saved;
  await fs.rm(uploads, { recursive: true, force: true });
});

it("without SMTP_URL records the attachments by name in the pending row", async () => {
  const result = await sendMail({
    to: "donor@example.org",
    subject: "Your receipt",
    text: "Attached",
    attachments: [ATTACHMENT],
  });
  expect(result.status).toBe("pending");
  const row = await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
  expect(row.attachments).toEqual([ATTACHMENT]);
  // A mail without attachments keeps the column empty.
  const plain = await sendMail({ to: "donor@example.org", subject: "Plain", text: "No files" });
  expect((await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: plain.id } })).attachments).toBeNull();
});

it("with SMTP_URL sends each attachment read from storage, with its name and type", async () => {
  const smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  try {
    const result = await sendMail({
      to: "donor@example.org",
      subject: "Your receipt",
      text: "Attached",
      attachments: [ATTACHMENT],
    });
    expect(result.status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=receipt-80G-2026-27-000001\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=receipt-80G-2026-27-000001\.pdf/);
    expect(raw.replace(/\r\n/g, "")).toContain(RECEIPT_BYTES.toString("base64"));
  } finally {
    await smtp.close();
  }
});

it("marks the row failed, without throwing, when an attachment is missing from storage", async () => {
  const smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  try {
    const missing = { ...ATTACHMENT, name: "receipt-gone.pdf" };
    const result = await sendMail({ to: "donor@example.org", subject: "Lost", text: "Attached", attachments: [missing] });
    expect(result.status).toBe("failed");
    expect(smtp.received).toHaveLength(0);
    const row = await db().prisma.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row.error).toContain("receipts/receipt-gone.pdf is missing");
  } finally {
    await smtp.close();
  }
});

it("refuses an attachment outside the storage folders or with an unsafe name before writing anything", async () => {
  const before = await db().prisma.mailOutbox.count();
  await expect(
    sendMail({ to: "x@example.org", subject: "s", text: "t", attachments: [{ ...ATTACHMENT, name: "../etc/passwd" }] }),
  ).rejects.toThrow();
  expect(await db().prisma.mailOutbox.count()).toBe(before);
});
