// The public pledge forms send the foundation's mail to the address a visitor types: at most three
// acknowledgements a day reach one address across both forms (the rest are recorded without a mail,
// and the reply says so), and a name with a web or e-mail address in it is refused, through the
// real routes, the job queue and a real SMTP server.
import { POST as createDonation } from "@/app/api/fcradonations/createfcradonation/route";
import { POST as createLmf } from "@/app/api/lmf/createlmf/route";
import { POST as uploadLmfFiles } from "@/app/api/lmf/uploadfiles/route";
import { enqueueJob, runDueJobs } from "@/lib/jobs/queue";
import { financialYearOf } from "@/lib/content/year";
import { PLEDGE_ACK_JOB, pledgeAcknowledgementJob } from "@/lib/payments/pledge-acknowledgement";
import { jsonRequest, send, type TReply } from "../auth/helpers";
import { lmfApplication, pdf, uploadRequest } from "../content/helpers";
import { itOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { setupPledgeMail } from "./pledge-mail-fixture";
import { INDIAN_DONOR } from "./helpers";

const db = setupTestDb();
const smtp = setupPledgeMail(db);

const runAcknowledgements = async () => {
  while ((await runDueJobs([pledgeAcknowledgementJob()])).claimed > 0);
};
const mailsTo = (address: string) => smtp().received.filter((mail) => mail.to.includes(address));

const donate = (donor: Record<string, unknown>) =>
  send(createDonation, jsonRequest("/api/fcradonations/createfcradonation", { ...INDIAN_DONOR, ...donor }));

const uploadDocuments = async () => {
  const uploaded = await send(
    uploadLmfFiles,
    uploadRequest("/api/lmf/uploadfiles", { file0: { bytes: pdf(), filename: "pan.pdf" } }),
  );
  return (uploaded.body as { files: { name: string }[] }).files.map((file) => file.name);
};
const sendLmf = (documents: string[], application: Record<string, unknown>) =>
  send(createLmf, jsonRequest("/api/lmf/createlmf", { ...lmfApplication(documents), ...application }));
const applyLmf = async (application: Record<string, unknown>) => sendLmf(await uploadDocuments(), application);

it("mails at most three acknowledgements a day to one address across both forms, and records the rest", async () => {
  const email = "target.limit@example.in";
  const replies = [
    await donate({ email }),
    await applyLmf({ email }),
    await donate({ email }),
    await applyLmf({ email }),
    await donate({ email }),
  ];
  for (const reply of replies) expect(reply.status).toBe(201);
  const messages = replies.map((reply) => (reply.body as { message: string }).message);
  for (const message of messages.slice(0, 3))
    expect(message).toMatch(/We have e-mailed the reference to target\.limit@example\.in\.$/);
  for (const message of messages.slice(3)) expect(message).toMatch(/Please note the reference: .* so it is not e-mailed\.$/);
  await runAcknowledgements();
  expect(mailsTo(email)).toHaveLength(3);
  // All five are recorded; two wait unacknowledged.
  const where = { email };
  const rows = [
    ...(await db().prisma.fcraDonation.findMany({ where, select: { acknowledgedAt: true } })),
    ...(await db().prisma.lmfApplication.findMany({ where, select: { acknowledgedAt: true } })),
  ];
  expect(rows).toHaveLength(5);
  expect(rows.filter((row) => row.acknowledgedAt === null)).toHaveLength(2);
  // Another address is not affected.
  expect((await donate({ email: "someone.else@example.in" })).status).toBe(201);
  await runAcknowledgements();
  expect(mailsTo("someone.else@example.in")).toHaveLength(1);
});

it("mails again once the earlier pledges are more than a day old", async () => {
  const email = "next.day@example.in";
  for (let index = 0; index < 3; index += 1) expect((await donate({ email })).status).toBe(201);
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
  await db().prisma.fcraDonation.updateMany({ where: { email }, data: { createdAt: dayAgo } });
  const reply = await donate({ email });
  expect((reply.body as { message: string }).message).toMatch(/We have e-mailed the reference/);
  await runAcknowledgements();
  expect(mailsTo(email)).toHaveLength(4);
});

it("counts an address in any case: a fourth pledge in mixed case gets no mail", async () => {
  const replies = [];
  for (const email of ["Mixed.Case@Example.in", "mixed.case@example.in", "MIXED.CASE@example.IN", "Mixed.case@EXAMPLE.in"])
    replies.push(await donate({ email }));
  const messages = replies.map((reply) => (reply.body as { message: string }).message);
  expect(messages.map((message) => /We have e-mailed the reference/.test(message))).toEqual([true, true, true, false]);
  await runAcknowledgements();
  expect(smtp().received.filter((mail) => mail.to.some((to) => /^mixed\.case@example\.in$/i.test(to)))).toHaveLength(3);
});

it("counts pledges whose address is stored in another case than the new pledge's", async () => {
  // The forms store addresses in lower case; rows written otherwise (by hand, an import) count too.
  const email = "stored.case@example.in";
  for (let index = 0; index < 3; index += 1) await donate({ email });
  await runAcknowledgements();
  await db().prisma.fcraDonation.updateMany({ where: { email }, data: { email: "Stored.Case@Example.IN" } });
  const reply = await donate({ email });
  expect((reply.body as { message: string }).message).toMatch(/so it is not e-mailed\.$/);
  await runAcknowledgements();
  expect(mailsTo(email)).toHaveLength(3);
});

it("holds a job queued before the limit (no decision in its payload) to the limit when it runs", async () => {
  const email = "queued.before@example.in";
  for (let index = 0; index < 4; index += 1) await donate({ email });
  const prisma = db().prisma;
  const pledges = await prisma.fcraDonation.findMany({ where: { email }, orderBy: { id: "asc" }, select: { referenceNo: true } });
  const jobOf = (referenceNo: string) => prisma.job.findUniqueOrThrow({ where: { key: `${PLEDGE_ACK_JOB}:${referenceNo}` } });
  const { origin } = (await jobOf(pledges[0]!.referenceNo)).payload as { origin: string };
  // As the code before the limit queued them: every pledge's job, with the reference and the origin only.
  const legacy = (referenceNo: string) => ({ referenceNo, origin });
  await prisma.job.update({
    where: { key: `${PLEDGE_ACK_JOB}:${pledges[0]!.referenceNo}` },
    data: { payload: legacy(pledges[0]!.referenceNo) },
  });
  await enqueueJob(PLEDGE_ACK_JOB, legacy(pledges[3]!.referenceNo), { key: `${PLEDGE_ACK_JOB}:${pledges[3]!.referenceNo}` });
  await runAcknowledgements();
  // The first (no pledges before it) is mailed, the fourth (three before it that day) is not.
  expect(mailsTo(email)).toHaveLength(3);
  const acknowledged = await prisma.fcraDonation.findMany({
    where: { email },
    orderBy: { id: "asc" },
    select: { acknowledgedAt: true },
  });
  expect(acknowledged.map((row) => row.acknowledgedAt !== null)).toEqual([true, true, true, false]);
});

// On PGlite transactions run one at a time: two pledges cannot be recorded at the same moment there.
itOnPostgres("mails one of two pledges recorded at the same moment when the address has had two", async () => {
  const email = "same.moment@example.in";
  for (let index = 0; index < 2; index += 1) expect((await donate({ email })).status).toBe(201);
  const documents = await uploadDocuments();
  const prisma = db().prisma;
  const sequence = await prisma.contentSequence.findFirst({
    where: { prefix: "LMF", financialYear: financialYearOf(new Date()) },
  });
  const nextReference = `LMF-${financialYearOf(new Date())}-${String((sequence?.lastValue ?? 0) + 1).padStart(6, "0")}`;
  let replies: Promise<TReply>[] = [];
  // The test holds the key of the application's acknowledgement job, so the application waits with
  // its row written but not committed while the donation is sent; then the test lets it go.
  await prisma
    .$transaction(
      async (tx) => {
        await tx.job.create({ data: { name: PLEDGE_ACK_JOB, key: `${PLEDGE_ACK_JOB}:${nextReference}` } });
        const application = sendLmf(documents, { email });
        await untilSettledOrWaiting(prisma, application);
        const donation = donate({ email });
        await untilSettledOrWaiting(prisma, donation, 2);
        replies = [application, donation];
        throw new Error("roll back the held job key");
      },
      { timeout: 20_000 },
    )
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === "roll back the held job key")) throw error;
    });
  const settled = await Promise.all(replies);
  for (const reply of settled) expect(reply.status).toBe(201);
  const mailed = settled.filter((reply) => /We have e-mailed the reference/.test((reply.body as { message: string }).message));
  expect(mailed).toHaveLength(1);
  await runAcknowledgements();
  expect(mailsTo(email)).toHaveLength(3);
});

it.each([
  ["donation", "donorName", (name: string) => donate({ donorName: name, email: "name.rule@example.in" })],
  ["LMF application", "applicantName", (name: string) => applyLmf({ applicantName: name, email: "name.rule@example.in" })],
] as const)("refuses a %s whose name carries a web or e-mail address, with 400 on the name", async (_form, field, submit) => {
  for (const name of [
    "Win a prize at https://evil.example",
    "Visit www.evil.example",
    "Claim at prize-now.com",
    "Write to spam@evil.example",
  ]) {
    const reply = await submit(name);
    expect(reply.status).toBe(400);
    expect((reply.body as { fields: { field: string; message: string }[] }).fields).toEqual([
      { field, message: expect.stringMatching(/must not contain (a web|an e-mail) address/) },
    ]);
  }
  // Initials and dotted names are still names.
  expect((await submit("Dr. K.Srinivasan")).status).toBe(201);
  expect((await submit("A. R. Rahman & Sons")).status).toBe(201);
});
