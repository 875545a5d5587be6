// The secretariat lifts a member's block by failed log-ins (lib/auth/login-throttle.ts): a member
// who phones because they cannot log in need not wait out the 15 minutes. Both unlock calls
// (updatememberbyadmin and disablelock with isLocked false) do it, locked or not, in the
// transaction of their other changes; a block it lifts is in the admin log.
import { clearFailures, loginBlocksOf } from "../auth/login-throttle";
import type { Prisma } from "../db/generated/client";
import { recordAdminChange } from "./admin-changes";

/** Forgets the member's failed log-ins at every address, logging the block it lifts, if any. */
export const liftLoginBlock = async (
  tx: Prisma.TransactionClient,
  options: { actorId: number; memberId: number; userName: string; remark: string | null },
) => {
  const blockedUntil = (await loginBlocksOf([options.userName], { db: tx })).get(options.userName);
  await clearFailures(options.userName, undefined, tx);
  if (!blockedUntil) return;
  await recordAdminChange(tx, {
    actorId: options.actorId,
    action: "member.login-unblock",
    targetKind: "member",
    targetId: options.memberId,
    before: { loginBlockedUntil: blockedUntil.toISOString() },
    after: { loginBlockedUntil: null },
    remark: options.remark,
  });
};
