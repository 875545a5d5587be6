// The acknowledgement mailed when a pledge is recorded (an FCRA donation or an LMF application): queued
// with the record through the real public routes, run by the job queue, delivered through a real SMTP
// server once, with the reference, the amount and the pay-later link; none for a pledge paid or
// cancelled before the job ran, and nothing queued for a refused pledge.
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { POST as createLmf } from "@/app/api/lmf/createlmf/route";
import { POST as uploadLmfFiles } from "@/app/api/lmf/uploadfiles/route";
import { getEnv } from "@/lib/env";
import { payLaterPayload, validatePayLater } from "@/lib/payments/pay-later-input";
import { runDueJobs } from "@/lib/jobs/queue";
import { RECEIPT_JOB } from "@/lib/payments/receipts";
import { PLEDGE_ACK_JOB, pledgeAcknowledgementJob, runPledgeAcknowledgementJob } from "@/lib/payments/pledge-acknowledgement";
import { jsonRequest, send, type TReply } from "../auth/helpers";
import { lmfApplication, pdf, uploadRequest } from "../content/helpers";
import { runQueuedJobs } from "../helpers/jobs";
import { setupTestDb } from "../helpers/test-db";
import { setupPledgeMail } from "./pledge-mail-fixture";
import { browserReturn, decide, FOREIGN_DONOR, INDIAN_DONOR, start, startPaying } from "./helpers";

const db = setupTestDb();
const smtp = setupPledgeMail(db);

/** A received message as a reader sees it: folded headers joined, quoted-printable decoded (UTF-8). */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r\n/g, "")
      .replace(/\r\n(?=[ \t])/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** Only the acknowledgements (a paid pledge's receipt job would print a PDF). */
const runAcknowledgements = async () => {
  while ((await runDueJobs([pledgeAcknowledgementJob()])).claimed > 0);
};

const mailsTo = (address: string) =>
  smtp()
    .received.filter((mail) => mail.to.includes(address))
    .map((mail) => readable(mail.raw));

const jobsFor = (referenceNo: string) =>
  db().prisma.job.findMany({ where: { name: PLEDGE_ACK_JOB, payload: { path: ["referenceNo"], equals: referenceNo } } });

const donate = async (donor: Record<string, unknown>) => {
  const reply = await send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", donor));
  expect(reply.status).toBe(201);
  return { reply, referenceNo: (reply.body as { fcradonation: { referenceNo: string } }).fcradonation.referenceNo };
};

const applyLmf = async (email: string) => {
  const uploaded = await send(
    uploadLmfFiles,
    uploadRequest("/api/lmf/uploadfiles", { file0: { bytes: pdf(), filename: "pan.pdf" } }),
  );
  const documents = (uploaded.body as { files: { name: string }[] }).files.map((file) => file.name);
  const reply = await send(createLmf, jsonRequest("/api/lmf/createlmf", { ...lmfApplication(documents), email }));
  expect(reply.status).toBe(201);
  return { reply, referenceNo: (reply.body as { lmf: { referenceNo: string } }).lmf.referenceNo };
};

const expectLegacyReply = (reply: TReply, key: "fcradonation" | "lmf", email: string) => {
  const body = reply.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([key, "message", "status"].sort());
  expect(body.status).toBe(1);
  expect(body.message).toMatch(
    new RegExp(`pending payment\\. We have e-mailed the reference to ${email.replace(".", "\\.")}\\.$`),
  );
};

describe("a donation pledge", () => {
  it("queues the acknowledgement with the pledge, and the job mails it once, with the reference, amount and pay-later link", async () => {
    const email = "ack.one@example.in";
    const { reply, referenceNo } = await donate({ ...INDIAN_DONOR, email, amount: "125050.50" });
    expectLegacyReply(reply, "fcradonation", email);
    expect(await jobsFor(referenceNo)).toHaveLength(1);

    await runQueuedJobs();
    await runQueuedJobs();
    // Run again by hand (a retry after the mail went): nothing more.
    await runPledgeAcknowledgementJob({ referenceNo, origin: "http://localhost" });

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(`Subject: Your donation pledge ${referenceNo} to ${getEnv().TRUST_NAME}`);
    expect(mail).toContain("Dear Ravi Kumar,");
    expect(mail).toContain(`reference number ${referenceNo} for ₹1,25,050.50, pending payment`);
    expect(mail).toContain("http://localhost/paymentgateway/pay");
    expect(mail).toContain('<a href="http://localhost/paymentgateway/pay">');
    expect(mail).toContain("the e-mail address and phone number you gave with your pledge, and the amount, ₹1,25,050.50.");
    expect(mail).toContain("secretariat@federation-foundation.org");
    expect(mail).not.toContain("[TEST]");
    const row = await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo } });
    expect(row.acknowledgedAt).toBeInstanceOf(Date);
    expect(await db().prisma.mailOutbox.count({ where: { to: email } })).toBe(1);

    // What the mail says to type on the pay-later page starts the payment.
    const typed = { id: referenceNo, email, mobileno: INDIAN_DONOR.phone, amount: "₹1,25,050.50" };
    expect(validatePayLater(typed)).toEqual({});
    expect((await startPaying(payLaterPayload(typed))).status).toBe(201);
  });

  it("tells a foreign donor the amount in their currency, as the pay-later page takes it", async () => {
    const email = "ack.two@example.de";
    const { referenceNo } = await donate({ ...FOREIGN_DONOR, email });
    await runQueuedJobs();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`reference number ${referenceNo} for EUR 250.50, pending payment`);
    expect(mails[0]).toContain("and the amount in EUR, 250.50.");
    const typed = { id: referenceNo, email, mobileno: FOREIGN_DONOR.phone, amount: "250.50" };
    expect(validatePayLater(typed)).toEqual({});
    expect((await startPaying(payLaterPayload(typed))).status).toBe(201);
  });

  it("mails nothing about a pledge paid or cancelled before the job ran", async () => {
    const paidEmail = "ack.paid@example.in";
    const paid = await donate({ ...INDIAN_DONOR, email: paidEmail });
    const started = await start({
      referenceNo: paid.referenceNo,
      amount: "5000",
      email: paidEmail,
      mobileno: INDIAN_DONOR.phone,
    });
    await browserReturn((await decide(started, "pay")).fields);
    expect((await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo: paid.referenceNo } })).status).toBe("paid");

    const cancelledEmail = "ack.cancelled@example.in";
    const cancelled = await donate({ ...INDIAN_DONOR, email: cancelledEmail });
    await db().prisma.fcraDonation.update({ where: { referenceNo: cancelled.referenceNo }, data: { status: "cancelled" } });

    await runAcknowledgements();
    expect(mailsTo(paidEmail)).toEqual([]);
    expect(mailsTo(cancelledEmail)).toEqual([]);
    // The receipt's job is receipt-pdf.test.ts's: it would print a PDF in the later runs of this file.
    await db().prisma.job.deleteMany({ where: { name: RECEIPT_JOB } });
    for (const { referenceNo } of [paid, cancelled]) {
      expect((await db().prisma.fcraDonation.findUniqueOrThrow({ where: { referenceNo } })).acknowledgedAt).toBeNull();
      expect((await jobsFor(referenceNo))[0]!.doneAt).toBeInstanceOf(Date);
    }
  });

  it("queues nothing for a refused pledge", async () => {
    const before = await db().prisma.job.count({ where: { name: PLEDGE_ACK_JOB } });
    const reply = await send(
      createDonation,
      jsonRequest("/api/fcradonations/createfcradonation", { ...INDIAN_DONOR, email: "ack.refused@example.in", pan: "" }),
    );
    expect(reply.status).toBe(400);
    expect(await db().prisma.job.count({ where: { name: PLEDGE_ACK_JOB } })).toBe(before);
    await runQueuedJobs();
    expect(mailsTo("ack.refused@example.in")).toEqual([]);
  });
});

describe("an LMF application", () => {
  it("queues the acknowledgement with the application, mailed once with the LMF contribution and the site's configured address", async () => {
    process.env.NEXTAUTH_URL = "https://foundation.example.org";
    try {
      const email = "lmf.ack@example.in";
      const { reply, referenceNo } = await applyLmf(email);
      expectLegacyReply(reply, "lmf", email);
      expect(await jobsFor(referenceNo)).toHaveLength(1);

      await runQueuedJobs();
      await runPledgeAcknowledgementJob((await jobsFor(referenceNo))[0]!.payload);

      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toContain(`Subject: Your life member friend application ${referenceNo} to ${getEnv().TRUST_NAME}`);
      expect(mail).toContain("Dear Meena Iyer,");
      expect(mail).toContain(`reference number ${referenceNo}, pending payment of the LMF contribution of ₹25,000.00`);
      expect(mail).toContain('<a href="https://foundation.example.org/paymentgateway/pay">');
      expect(mail).toContain("you gave with your application, and the amount, ₹25,000.00.");
      expect((await db().prisma.lmfApplication.findUniqueOrThrow({ where: { referenceNo } })).acknowledgedAt).toBeInstanceOf(
        Date,
      );
    } finally {
      delete process.env.NEXTAUTH_URL;
    }
  });

  it("mails nothing about an application paid before the job ran", async () => {
    const email = "lmf.paid@example.in";
    const { referenceNo } = await applyLmf(email);
    expect(await jobsFor(referenceNo)).toHaveLength(1);
    await db().prisma.lmfApplication.update({ where: { referenceNo }, data: { status: "paid" } });
    await runQueuedJobs();
    expect((await jobsFor(referenceNo))[0]!.doneAt).toBeInstanceOf(Date);
    expect(mailsTo(email)).toEqual([]);
    expect((await db().prisma.lmfApplication.findUniqueOrThrow({ where: { referenceNo } })).acknowledgedAt).toBeNull();
  });

  it("queues nothing for a refused application", async () => {
    const before = await db().prisma.job.count({ where: { name: PLEDGE_ACK_JOB } });
    const reply = await send(
      createLmf,
      jsonRequest("/api/lmf/createlmf", { ...lmfApplication([`${"f".repeat(32)}-file.pdf`]), email: "lmf.refused@example.in" }),
    );
    expect(reply.status).toBe(400);
    expect(await db().prisma.job.count({ where: { name: PLEDGE_ACK_JOB } })).toBe(before);
    expect(await db().prisma.lmfApplication.count({ where: { email: "lmf.refused@example.in" } })).toBe(0);
  });
});
