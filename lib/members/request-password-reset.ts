// POST /api/auth/forgotpassword: mails a single-use link to set a new password. The caller always
// gets the same reply in the same time, so it cannot learn which user names or addresses exist:
// the reply path only queues a job (the same INSERT for every request), and the lookup, the token
// and the mail run in the job queue (lib/jobs), after the reply.
import { z } from "zod";
import { getDb } from "../db/client";
import { siteOrigin } from "../seo/site";
import { enqueueJob, type TJobInfo } from "../jobs/queue";
import { escapeHtml } from "../mail/html";
import { recordMail, sendRecorded } from "../mail/send-mail";
import { escapeLike } from "./like-pattern";
import { hashResetToken, MAX_RESET_MAILS_PER_HOUR, newResetToken, RESET_TOKEN_TTL_MS } from "./password-reset-tokens";

export const FORGOT_PASSWORD_REPLY = {
  status: 1,
  message: "If an account matches, a link to set a new password has been sent to its e-mail address.",
} as const;

/** One address may belong to several members (a table secretary's); each gets their own link. */
const MAX_MEMBERS_PER_EMAIL = 10;

type TResetTarget = { id: number; userName: string; fullName: string; officeEmail: string | null };

const findTargets = async (lookup: { username: string | null; email: string | null }): Promise<TResetTarget[]> => {
  const prisma = await getDb();
  const select = { id: true, userName: true, fullName: true, officeEmail: true } as const;
  if (lookup.username) {
    const member = await prisma.member.findFirst({
      where: { userName: lookup.username.trim().toLowerCase(), isActive: true },
      select,
    });
    return member ? [member] : [];
  }
  if (!lookup.email) return [];
  const email = lookup.email.toLowerCase();
  const members = await prisma.member.findMany({
    where: { officeEmail: { equals: escapeLike(email), mode: "insensitive" }, isActive: true },
    select,
    orderBy: { id: "asc" },
    take: MAX_MEMBERS_PER_EMAIL,
  });
  return members.filter((member) => member.officeEmail?.toLowerCase() === email);
};

const resetMail = (member: TResetTarget, link: string) => {
  const text = [
    `Hello ${member.fullName},`,
    "",
    `Someone asked to set a new password for the account "${member.userName}".`,
    "Open this link within one hour to choose a new password:",
    "",
    link,
    "",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(member.fullName)},</p>`,
    `<p>Someone asked to set a new password for the account &quot;${escapeHtml(member.userName)}&quot;.`,
    "Open this link within one hour to choose a new password:</p>",
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    "<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>",
  ].join("\n");
  return { subject: "Set a new password", text, html };
};

/**
 * Decided on the member's locked row (as resetPasswordByAdmin locks it): two jobs for one member
 * take turns, so the hourly cap holds and only the newest link is live; the address is the one
 * the row holds now, and a member whose address no longer matches an e-mail lookup gets nothing.
 * The token and the mail's outbox row (keyed by the job and member) commit together: a run of the
 * same job again (given back at a stop mid-send) finds the row and issues nothing, so the link a
 * first run may have delivered stays the live one.
 */
const issueResetFor = async (memberId: number, lookupEmail: string | null, origin: string, jobId: string | undefined) => {
  const prisma = await getDb();
  const now = new Date();
  const token = newResetToken();
  const link = `${origin}/changepassword?token=${encodeURIComponent(token)}`;
  const key = jobId === undefined ? undefined : `job:${jobId}:member:${memberId}`;
  const issued = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`;
    if (key !== undefined && (await tx.mailOutbox.count({ where: { key } })) > 0) return null;
    const current = await tx.member.findUnique({
      where: { id: memberId },
      select: { id: true, userName: true, fullName: true, officeEmail: true, isActive: true },
    });
    const { officeEmail } = current ?? {};
    if (!current?.isActive || !officeEmail) return null;
    if (lookupEmail !== null && officeEmail.toLowerCase() !== lookupEmail) return null;
    const recent = await tx.passwordResetToken.count({
      where: { memberId, createdAt: { gt: new Date(now.getTime() - 60 * 60 * 1000) } },
    });
    if (recent >= MAX_RESET_MAILS_PER_HOUR) return null;
    await tx.passwordResetToken.updateMany({ where: { memberId, usedAt: null }, data: { usedAt: now } });
    await tx.passwordResetToken.create({
      data: { memberId, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) },
    });
    const mail = { to: officeEmail, ...resetMail({ ...current, officeEmail }, link) };
    // Not sent later: the link lasts an hour and a newer request replaces it; the member asks again.
    const id = await recordMail(tx, mail, { retry: false, key });
    return id === null ? null : { id, mail };
  });
  if (issued) await sendRecorded(issued.id, issued.mail, { retry: false });
};

const sendResetMails = async (lookup: { username: string | null; email: string | null }, origin: string, jobId?: string) => {
  const targets = await findTargets(lookup);
  const lookupEmail = lookup.username ? null : (lookup.email?.toLowerCase() ?? null);
  for (const member of targets) {
    if (member.officeEmail) await issueResetFor(member.id, lookupEmail, origin, jobId);
  }
  // Tokens long past their hour are of no use to anyone.
  const prisma = await getDb();
  await prisma.passwordResetToken.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } } });
};

export const PASSWORD_RESET_JOB = "password-reset.send";

const ZResetJob = z.object({ username: z.string().nullable(), email: z.string().nullable(), origin: z.string() });

/** The job (lib/jobs/definitions.ts): the lookup, the token and the mail, after the reply. */
export const runPasswordResetJob = async (payload: unknown, job?: TJobInfo) => {
  const { username, email, origin } = ZResetJob.parse(payload);
  await sendResetMails({ username, email }, origin, job?.id);
};

/**
 * Queues the work in the database and replies: one INSERT whatever the account, so the reply says
 * nothing by its content or its time. The job is durable (a restart loses no mail) and runs once.
 */
export const requestPasswordReset = async (options: { username: string | null; email: string | null; requestUrl: string }) => {
  const payload = { username: options.username, email: options.email, origin: siteOrigin(options.requestUrl) };
  await enqueueJob(PASSWORD_RESET_JOB, payload, { maxAttempts: 3 });
  return FORGOT_PASSWORD_REPLY;
};
