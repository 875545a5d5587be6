// A mail job run again after an interruption (given back at a stop while SMTP was slow, or past its
// lock) sends its message once: the outbox row is keyed by the job, and the rerun leaves a try that
// was under way to the retry job. A forgot-password rerun issues no second token, so the link a
// first run delivered stays live. Against a real SMTP server.
import { seedMember } from "@/lib/db/seed/seed-functions";
import type { TJobInfo } from "@/lib/jobs/queue";
import { retryDueMails } from "@/lib/mail/retry-mail";
import { SEND_LEASE_MS } from "@/lib/mail/send-mail";
import { hashResetToken } from "@/lib/members/password-reset-tokens";
import { MEMBER_MAIL_JOB, runMemberMailJob } from "@/lib/members/member-mail";
import { PASSWORD_RESET_JOB, runPasswordResetJob } from "@/lib/members/request-password-reset";
import { startSmtpServer } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeEach(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "portal@example.org";
  await db().prisma.mailOutbox.deleteMany();
});

afterEach(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await smtp.close();
});

const jobInfo = (name: string, id: string): TJobInfo => ({ id, name, attempts: 1, key: null, workerId: "test-worker" });

it("a member-mail job run twice sends one message", async () => {
  const payload = { to: "rerun@example.org", subject: "Your sign-up", lines: ["Approved."] };
  await runMemberMailJob(payload, jobInfo(MEMBER_MAIL_JOB, "job-twice"));
  await runMemberMailJob(payload, { ...jobInfo(MEMBER_MAIL_JOB, "job-twice"), attempts: 2 });
  expect(smtp.received).toHaveLength(1);
  expect(await db().prisma.mailOutbox.findMany({ where: { to: "rerun@example.org" } })).toMatchObject([{ status: "sent" }]);
});

it("a rerun finds the first run's try under way and leaves it to the retry job", async () => {
  const payload = { to: "cut@example.org", subject: "Your age proof", lines: ["Refused."] };
  // The first run wrote its row and began its try, then its process died mid-send.
  const leaseEnds = new Date(Date.now() + SEND_LEASE_MS);
  await db().prisma.mailOutbox.create({
    data: {
      to: payload.to,
      subject: payload.subject,
      text: "Refused.",
      key: "job:job-cut",
      attempts: 1,
      nextAttemptAt: leaseEnds,
    },
  });
  await runMemberMailJob(payload, { ...jobInfo(MEMBER_MAIL_JOB, "job-cut"), attempts: 2 });
  expect(smtp.received).toHaveLength(0);
  expect(await retryDueMails({ now: () => new Date(leaseEnds.getTime() + 1000) })).toMatchObject({ claimed: 1, sent: 1 });
  expect(smtp.received).toHaveLength(1);
  expect(await db().prisma.mailOutbox.count({ where: { to: payload.to } })).toBe(1);
});

it("a forgot-password job run twice issues one link and mails it once", async () => {
  const member = await seedMember(db().prisma, {
    userName: "rerun-reset",
    password: "unused",
    passwordHash: "unused",
    fullName: "Rerun Reset",
    roles: ["User"],
    officeEmail: "rerun-reset@example.org",
  });
  const payload = { username: "rerun-reset", email: null, origin: "http://localhost" };
  await runPasswordResetJob(payload, jobInfo(PASSWORD_RESET_JOB, "job-reset"));
  await runPasswordResetJob(payload, { ...jobInfo(PASSWORD_RESET_JOB, "job-reset"), attempts: 2 });
  expect(smtp.received).toHaveLength(1);
  // The text part, quoted-printable.
  const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const token = /changepassword\?token=([^\s"<&]+)/.exec(raw)?.[1];
  expect(token).toBeDefined();
  const links = await db().prisma.passwordResetToken.findMany({ where: { memberId: member.id } });
  expect(links).toHaveLength(1);
  expect(links[0]).toMatchObject({ usedAt: null, tokenHash: hashResetToken(decodeURIComponent(token!)) });
});
