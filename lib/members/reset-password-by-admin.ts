// POST /api/auth/resetpasswordbyadmin: the secretariat sends a member the same single-use link to
// set a new password that forgot-password sends (lib/members/request-password-reset.ts, its job
// and limits). The job is queued in the transaction of the admin-log entry. The current password
// keeps working until the member uses the link.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import { enqueueJob } from "../jobs/queue";
import { recordAdminChange } from "./admin-changes";
import { memberNotFound } from "./member-errors";
import { siteOrigin } from "../seo/site";
import { PASSWORD_RESET_JOB } from "./request-password-reset";

export const resetPasswordByAdmin = async (options: { session: TSession; memberId: number; requestUrl: string }) => {
  const { session, memberId } = options;
  const prisma = await getDb();
  const member = await prisma.member.findUnique({
    where: { id: memberId },
    select: { id: true, userName: true, officeEmail: true, isActive: true },
  });
  if (!member) throw memberNotFound();
  if (!member.officeEmail)
    throw fieldError("BAD_REQUEST", "memberId", `${member.userName} has no e-mail address; add one to their details first`);
  if (!member.isActive) throw fieldError("BAD_REQUEST", "memberId", `${member.userName}'s account is closed`);
  const origin = siteOrigin(options.requestUrl);
  await prisma.$transaction(async (tx) => {
    await enqueueJob(PASSWORD_RESET_JOB, { username: member.userName, email: null, origin }, { db: tx, maxAttempts: 3 });
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action: "member.password-reset-mail",
      targetKind: "member",
      targetId: member.id,
      after: { mailedTo: member.officeEmail },
    });
  });
  return { status: 1, message: `A link to set a new password has been sent to ${member.officeEmail}.` };
};
