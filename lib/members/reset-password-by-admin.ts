// POST /api/auth/resetpasswordbyadmin: the secretariat sends a member the same single-use link to
// set a new password that forgot-password sends (lib/members/request-password-reset.ts, its job
// and limits). The job is queued in the transaction of the admin-log entry. The current password
// keeps working until the member uses the link. The job sends nothing once the member has had
// MAX_RESET_MAILS_PER_HOUR links in the hour, so that case is refused here rather than reported
// as sent.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { enqueueJob } from "../jobs/queue";
import { recordAdminChange } from "./admin-changes";
import { memberNotFound } from "./member-errors";
import { MAX_RESET_MAILS_PER_HOUR } from "./password-reset-tokens";
import { siteOrigin } from "../seo/site";
import { PASSWORD_RESET_JOB } from "./request-password-reset";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Refuses (409) when the member's links of the last hour - sent, or queued and not yet run - are
 * at the limit, saying whether the latest still works and when another can be sent.
 */
const assertBelowHourlyLimit = async (
  tx: Prisma.TransactionClient,
  member: { id: number; userName: string; officeEmail: string },
  now: Date,
) => {
  const sent = await tx.passwordResetToken.findMany({
    where: { memberId: member.id, createdAt: { gt: new Date(now.getTime() - HOUR_MS) } },
    select: { createdAt: true, usedAt: true },
    orderBy: { createdAt: "asc" },
  });
  // Asked for under the user name in any case ("TEXC" from the forgot-password form): that job's
  // lookup ignores case too, and it mails this member.
  const [counted] = await tx.$queryRaw<{ queued: number }[]>`
    SELECT count(*)::int AS "queued" FROM "Job"
    WHERE "name" = ${PASSWORD_RESET_JOB} AND "doneAt" IS NULL AND "failedAt" IS NULL
      AND lower("payload"->>'username') = lower(${member.userName})`;
  const queued = counted?.queued ?? 0;
  const excess = sent.length + queued - MAX_RESET_MAILS_PER_HOUR;
  if (excess < 0) return;
  // Room for one more once this many of the hour's links are older than an hour.
  const freedAt = sent[excess] ? sent[excess].createdAt.getTime() + HOUR_MS : now.getTime() + HOUR_MS;
  const minutes = Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000));
  const latest = queued > 0 || !sent.at(-1)?.usedAt ? "the latest still works" : "the latest has been used";
  throw new AppError(
    "CONFLICT",
    `No new link: ${MAX_RESET_MAILS_PER_HOUR} were sent to ${member.officeEmail} in the last hour, the most a member gets; ${latest}. Another can be sent in ${minutes} minute(s).`,
  );
};

export const resetPasswordByAdmin = async (options: { session: TSession; memberId: number; requestUrl: string }) => {
  const { session, memberId } = options;
  const prisma = await getDb();
  const origin = siteOrigin(options.requestUrl);
  // Read under the member's lock: two Admins (or a double click) asking at once count one after
  // the other, and the address told, logged and mailed (the job reads it under the same lock) is
  // the one the member has, not one changed since a read outside it.
  const officeEmail = await prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`;
    if (!locked) throw memberNotFound();
    const member = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { id: true, userName: true, officeEmail: true, isActive: true },
    });
    if (!member.officeEmail)
      throw fieldError("BAD_REQUEST", "memberId", `${member.userName} has no e-mail address; add one to their details first`);
    if (!member.isActive) throw fieldError("BAD_REQUEST", "memberId", `${member.userName}'s account is closed`);
    await assertBelowHourlyLimit(tx, { ...member, officeEmail: member.officeEmail }, new Date());
    await enqueueJob(PASSWORD_RESET_JOB, { username: member.userName, email: null, origin }, { db: tx, maxAttempts: 3 });
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action: "member.password-reset-mail",
      targetKind: "member",
      targetId: member.id,
      after: { mailedTo: member.officeEmail },
    });
    return member.officeEmail;
  });
  return { status: 1, message: `A link to set a new password has been sent to ${officeEmail}.` };
};
