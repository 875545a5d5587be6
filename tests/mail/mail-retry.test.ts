// Mail that SMTP refused for a passing reason is sent again by the retry job (lib/mail/retry-mail.ts),
// against a real SMTP server that is down, busy (451) or refusing for good (550): retried on the
// backoff until sent or given up, never when refused for good or sent with `retry: false`, once
// when two runs race, and never without SMTP_URL.
import fs from "node:fs/promises";
import type { SMTPServerOptions } from "smtp-server";
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs, scheduleRecurringJobs } from "@/lib/jobs/queue";
import { MAIL_RETRY_JOB, mailRetryJob, retryDueMails } from "@/lib/mail/retry-mail";
import { sendMail, type TMail } from "@/lib/mail/send-mail";
import { startSmtpServer } from "../helpers/smtp-server";
import { RECEIPT_BYTES, receiptAttachment, storeInTemporaryUploads } from "../helpers/stored-receipt";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const saved = { ...process.env };
let uploads: string;
let consoleError: jest.SpyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ATTACHMENT = receiptAttachment("receipt-80G-2026-27-000042.pdf");

beforeAll(async () => {
  uploads = await storeInTemporaryUploads("mail-retry-", ATTACHMENT);
});

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(async () => {
  consoleError.mockRestore();
  await smtp?.close();
  smtp = undefined;
  delete process.env.SMTP_URL;
  await db().prisma.mailOutbox.deleteMany();
});

afterAll(async () => {
  process.env = saved;
  await fs.rm(uploads, { recursive: true, force: true });
});

/** SMTP_URL names a free port where nothing listens; `up` starts the server there later. */
const smtpDown = async () => {
  const probe = await startSmtpServer();
  await probe.close();
  process.env.SMTP_URL = probe.url;
  const port = Number(new URL(probe.url).port);
  return { up: async (options: Partial<SMTPServerOptions> = {}) => (smtp = await startSmtpServer(options, port)) };
};

const smtpUp = async (options: Partial<SMTPServerOptions> = {}) => {
  smtp = await startSmtpServer(options);
  process.env.SMTP_URL = smtp.url;
  return smtp;
};

const refusal = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });

/** A server that refuses every recipient with `responseCode`; `tries()` counts the refusals. */
const smtpRefusingEveryRecipient = async (responseCode: number, text: string) => {
  let tries = 0;
  await smtpUp({
    onRcptTo: (_address, _session, callback) => {
      tries += 1;
      callback(refusal(responseCode, text));
    },
  });
  return { tries: () => tries };
};

const mail = (to: string, extra: Partial<TMail> = {}): TMail => ({ to, subject: `For ${to}`, text: `Body for ${to}`, ...extra });

const rowOf = (id: number) => db().prisma.mailOutbox.findUniqueOrThrow({ where: { id } });

/** A run of the job as if `ms` had passed: rows due by then are taken. */
const retryAfter = (ms: number) => retryDueMails({ now: () => new Date(Date.now() + ms) });

describe("a mail the SMTP server could not take", () => {
  it("is scheduled when nothing listens, and the job sends it once the server is up, attachment read again", async () => {
    const down = await smtpDown();
    const before = Date.now();
    const result = await sendMail(mail("donor@example.org", { attachments: [ATTACHMENT] }));
    // The caller sees the first try, as before.
    expect(result.status).toBe("failed");
    const scheduled = await rowOf(result.id);
    expect(scheduled).toMatchObject({ status: "retrying", attempts: 1, sentAt: null });
    expect(scheduled.error).toMatch(/ECONNREFUSED|connect/i);
    expect(scheduled.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(MINUTE);
    expect(scheduled.nextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(MINUTE);

    const server = await down.up();
    // Not due yet: the job leaves it.
    await scheduleRecurringJobs([mailRetryJob()]);
    expect((await runDueJobs([mailRetryJob()])).succeeded).toBe(1);
    expect(server.received).toHaveLength(0);

    // Due: the recurring job of the queue (as the worker runs it) sends it.
    await db().prisma.mailOutbox.update({ where: { id: result.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await db().prisma.job.updateMany({ where: { name: MAIL_RETRY_JOB }, data: { runAt: new Date() } });
    expect((await runDueJobs([mailRetryJob()])).succeeded).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.to).toEqual(["donor@example.org"]);
    expect(server.received[0]!.raw).toContain(`filename=${ATTACHMENT.filename}`);
    expect(server.received[0]!.raw).toContain(RECEIPT_BYTES.toString("base64").slice(0, 40));
    const sent = await rowOf(result.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Sent once: later runs find nothing.
    expect((await retryAfter(24 * HOUR)).claimed).toBe(0);
    expect(server.received).toHaveLength(1);
  });

  it("is in the app's jobs, every minute", () => {
    expect(JOBS.find((job) => job.name === MAIL_RETRY_JOB)).toMatchObject({ everyMs: MINUTE });
  });

  it("answered 451 to RCPT is sent again once the server takes it", async () => {
    let busy = true;
    const server = await smtpUp({
      onRcptTo: (_address, _session, callback) => callback(busy ? refusal(451, "Try again later") : undefined),
    });
    const result = await sendMail(mail("busy-rcpt@example.org"));
    expect(result.status).toBe("failed");
    expect(await rowOf(result.id)).toMatchObject({ status: "retrying", attempts: 1, error: expect.stringContaining("451") });

    expect((await retryAfter(2 * MINUTE)).retrying).toBe(1);
    expect(await rowOf(result.id)).toMatchObject({ status: "retrying", attempts: 2 });
    busy = false;
    // The second retry waits 5 minutes after the first (made 2 minutes on): not before 7 minutes.
    expect((await retryAfter(6 * MINUTE)).claimed).toBe(0);
    expect(await retryAfter(8 * MINUTE)).toMatchObject({ claimed: 1, sent: 1 });
    expect(server.received).toHaveLength(1);
    expect(await rowOf(result.id)).toMatchObject({ status: "sent", attempts: 3, nextAttemptAt: null });
  });

  it("answered 451 to DATA is sent again once the server takes it", async () => {
    let busy = true;
    const received: string[] = [];
    await smtpUp({
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (busy) return callback(refusal(451, "Local problem, try later"));
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    const result = await sendMail(mail("busy-data@example.org"));
    expect(await rowOf(result.id)).toMatchObject({ status: "retrying", attempts: 1 });
    busy = false;
    expect(await retryAfter(2 * MINUTE)).toMatchObject({ claimed: 1, sent: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Body for busy-data@example.org");
    expect(await rowOf(result.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("answered 550 is failed for good and never tried again; the log masks the address, the row keeps it", async () => {
    const server = await smtpRefusingEveryRecipient(550, "<gone.away@example.org>: Mailbox unavailable");
    const result = await sendMail(mail("gone.away@example.org"));
    expect(result.status).toBe("failed");
    expect(await rowOf(result.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      nextAttemptAt: null,
      error: expect.stringContaining("<gone.away@example.org>"),
    });
    const logged = consoleError.mock.calls.map((call) => call.join(" ")).filter((line) => line.includes(`row ${result.id} `));
    expect(logged).toEqual([expect.stringContaining("<g***@example.org>: Mailbox unavailable")]);
    expect(logged.join("\n")).not.toContain("gone.away");
    expect((await retryAfter(24 * HOUR)).claimed).toBe(0);
    expect(server.tries()).toBe(1);
  });

  it("whose attachment is gone from storage is failed for good", async () => {
    const server = await smtpUp();
    const missing = { ...ATTACHMENT, name: "receipt-80G-2026-27-000043.pdf" };
    const result = await sendMail(mail("donor@example.org", { attachments: [missing] }));
    expect(await rowOf(result.id)).toMatchObject({
      status: "failed",
      nextAttemptAt: null,
      error: expect.stringContaining("missing from storage"),
    });
    expect((await retryAfter(24 * HOUR)).claimed).toBe(0);
    expect(server.received).toHaveLength(0);
  });

  it("is given up after the sixth try, and left alone after that", async () => {
    const server = await smtpRefusingEveryRecipient(451, "Try again later");
    const result = await sendMail(mail("always-busy@example.org"));
    // 1 min, 5 min, 30 min, 2 h, 6 h: each run is 7 hours later than the one before.
    for (let retry = 1; retry <= 5; retry += 1) expect((await retryAfter(retry * 7 * HOUR)).claimed).toBe(1);
    expect(server.tries()).toBe(6);
    const row = await rowOf(result.id);
    expect(row).toMatchObject({ status: "failed", attempts: 6, nextAttemptAt: null });
    expect(row.error).toMatch(/^Given up after 6 tries: .*451/);
    expect((await retryAfter(10 * 7 * HOUR)).claimed).toBe(0);
    expect(server.tries()).toBe(6);
  });
});

describe("what is never sent again", () => {
  it("a mail sent with retry: false", async () => {
    const down = await smtpDown();
    const result = await sendMail(mail("code@example.org"), { retry: false });
    expect(result.status).toBe("failed");
    expect(await rowOf(result.id)).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    const server = await down.up();
    expect((await retryAfter(24 * HOUR)).claimed).toBe(0);
    expect(server.received).toHaveLength(0);
  });

  it("anything without SMTP_URL: the outbox is the mailbox", async () => {
    delete process.env.SMTP_URL;
    const result = await sendMail(mail("kept@example.org"));
    expect(await rowOf(result.id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: null });
    // Even a row made due by hand.
    await db().prisma.mailOutbox.update({ where: { id: result.id }, data: { nextAttemptAt: new Date(0) } });
    expect((await retryAfter(24 * HOUR)).claimed).toBe(0);
    expect(await rowOf(result.id)).toMatchObject({ status: "pending", attempts: 0 });
  });
});

describe("the retry job", () => {
  it("sends a row whose first try never ended (the process died) once its lease is over", async () => {
    const server = await smtpUp();
    const row = await db().prisma.mailOutbox.create({
      data: { ...mail("orphan@example.org"), attempts: 1, nextAttemptAt: new Date(Date.now() + 10 * MINUTE) },
    });
    expect((await retryAfter(5 * MINUTE)).claimed).toBe(0);
    expect(await retryAfter(11 * MINUTE)).toMatchObject({ claimed: 1, sent: 1 });
    expect(server.received).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("stops at a server that does not answer, without spending a try of the other due rows", async () => {
    await smtpDown();
    const first = await sendMail(mail("first@example.org"));
    const second = await sendMail(mail("second@example.org"));
    expect(await retryAfter(2 * MINUTE)).toMatchObject({ claimed: 1, retrying: 1 });
    const attempts = [(await rowOf(first.id)).attempts, (await rowOf(second.id)).attempts].sort();
    expect(attempts).toEqual([1, 2]);
  });

  it("sends a due row once when two runs race for the rows", async () => {
    const down = await smtpDown();
    const addresses = Array.from({ length: 8 }, (_, index) => `race-${index}@example.org`);
    for (const address of addresses) await sendMail(mail(address));
    expect(await db().prisma.mailOutbox.count({ where: { status: "retrying" } })).toBe(addresses.length);
    const server = await down.up({
      // A slow server, so that the two runs overlap.
      onData: (stream, session, callback) => {
        stream.on("data", () => {});
        stream.on("end", () => {
          server.received.push({ from: undefined, to: session.envelope.rcptTo.map((entry) => entry.address), raw: "" });
          setTimeout(() => callback(), 20);
        });
      },
    });
    const runs = await Promise.all([retryAfter(2 * MINUTE), retryAfter(2 * MINUTE)]);
    expect(runs[0]!.claimed + runs[1]!.claimed).toBe(addresses.length);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(addresses.length);
    expect(server.received.map((received) => received.to[0]).sort()).toEqual([...addresses].sort());
    expect(await db().prisma.mailOutbox.count({ where: { status: "sent", attempts: 2 } })).toBe(addresses.length);
  });
});
