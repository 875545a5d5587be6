// POST /api/auth/changepassword: a logged-in member with their current password, or anyone with a
// reset link's token. Either way the new hash is stored, outstanding reset links die, and other
// sessions are revoked (all of them in token mode: whoever asked for the link may not be the one
// logged in elsewhere).
import { clearFailures, releaseAttempt, reserveAttempt } from "../auth/login-throttle";
import { hashPassword, verifyPassword } from "../auth/password";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { hashResetToken } from "./password-reset-tokens";

export const PASSWORD_CHANGED_REPLY = { status: 1, message: "Password changed successfully." } as const;
export const INVALID_RESET_LINK_MESSAGE = "This link is invalid or has expired.";

/** `token` given: reset-link mode (no session needed); otherwise the session and `oldPassword`. */
export type TChangePasswordOptions = {
  session: TSession | null;
  newPassword: string;
  address: string | null;
  oldPassword?: string;
  token?: string;
};

const invalidLink = () =>
  new AppError("BAD_REQUEST", INVALID_RESET_LINK_MESSAGE, {
    fields: [{ field: "token", message: INVALID_RESET_LINK_MESSAGE }],
  });

/** Stores the new hash, kills outstanding reset links and the sessions other than `keepSessionId`. */
const storeNewPassword = async (options: {
  memberId: number;
  passwordHash: string;
  keepSessionId: string | null;
  claimTokenId?: number;
}) => {
  const prisma = await getDb();
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    if (options.claimTokenId !== undefined) {
      // Claimed inside the transaction: of two requests racing with one link, only one wins.
      const claimed = await tx.passwordResetToken.updateMany({
        where: { id: options.claimTokenId, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) throw invalidLink();
    }
    // The new version ends every session, also one whose log-in is checked now and written later.
    const { sessionVersion } = await tx.member.update({
      where: { id: options.memberId },
      data: { passwordHash: options.passwordHash, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    });
    await tx.passwordResetToken.updateMany({ where: { memberId: options.memberId, usedAt: null }, data: { usedAt: now } });
    await tx.authSession.deleteMany({
      where: { memberId: options.memberId, ...(options.keepSessionId ? { id: { not: options.keepSessionId } } : {}) },
    });
    if (options.keepSessionId) {
      await tx.authSession.updateMany({
        where: { id: options.keepSessionId, memberId: options.memberId },
        data: { sessionVersion },
      });
    }
  });
};

const changeWithToken = async (token: string, newPassword: string) => {
  const prisma = await getDb();
  const row = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashResetToken(token) },
    select: { id: true, expiresAt: true, usedAt: true, member: { select: { id: true, userName: true, isActive: true } } },
  });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.member.isActive) throw invalidLink();
  await storeNewPassword({
    memberId: row.member.id,
    passwordHash: await hashPassword(newPassword),
    keepSessionId: null,
    claimTokenId: row.id,
  });
  // A member who was throttled out and reset their password may log in at once.
  await clearFailures(row.member.userName);
};

const changeWithOldPassword = async (session: TSession, oldPassword: string, newPassword: string, address: string | null) => {
  // Wrong current passwords count as failed log-ins: a stolen session must not become a way to
  // guess the password without the log-in throttle.
  await reserveAttempt(session.userName, address);
  const prisma = await getDb();
  const member = await prisma.member.findUnique({ where: { id: session.memberId }, select: { passwordHash: true } });
  if (!member || !(await verifyPassword(member.passwordHash, oldPassword))) {
    throw new AppError("BAD_REQUEST", "oldPassword: the current password is not correct", {
      fields: [{ field: "oldPassword", message: "the current password is not correct" }],
    });
  }
  await releaseAttempt(session.userName, address);
  await storeNewPassword({
    memberId: session.memberId,
    passwordHash: await hashPassword(newPassword),
    keepSessionId: session.sessionId,
  });
};

export const changePassword = async (options: TChangePasswordOptions) => {
  if (options.token !== undefined) {
    await changeWithToken(options.token, options.newPassword);
    return PASSWORD_CHANGED_REPLY;
  }
  if (!options.session) throw new AppError("UNAUTHORIZED", "Please log in first");
  if (options.oldPassword === undefined) {
    throw new AppError("BAD_REQUEST", "oldPassword: is required", {
      fields: [{ field: "oldPassword", message: "is required" }],
    });
  }
  await changeWithOldPassword(options.session, options.oldPassword, options.newPassword, options.address);
  return PASSWORD_CHANGED_REPLY;
};
