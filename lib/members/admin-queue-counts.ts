// What waits for the secretariat (the manage page): sign-ups to approve, age proofs to verify.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";

/**
 * The sign-ups waiting for the secretariat: never approved, not refused (closed). A member an
 * Admin un-approved is not one (`everApproved`): they are found in the member list instead. The
 * one definition for the sign-up list (searchmembers `state=pending`), this count and the
 * dashboard's; disablelock's `expect: "pending"` checks the same on the locked row.
 */
export const SIGN_UP_WAITING = {
  isApproved: false,
  isActive: true,
  everApproved: false,
} as const satisfies Prisma.MemberWhereInput;

/**
 * The members whose age proof waits for the secretariat: a document uploaded (an empty name is
 * none), not verified, the account not closed. The one definition for the list (./age-proofs.ts),
 * this count and the dashboard's (lib/dashboard/dashboard.ts).
 */
export const AGE_PROOF_WAITING = {
  ageProofFileName: { not: null },
  NOT: { ageProofFileName: "" },
  ageProofVerified: false,
  isActive: true,
} as const satisfies Prisma.MemberWhereInput;

export const getAdminQueueCounts = async () => {
  const prisma = await getDb();
  const [signUps, ageProofs] = await Promise.all([
    prisma.member.count({ where: SIGN_UP_WAITING }),
    prisma.member.count({ where: AGE_PROOF_WAITING }),
  ]);
  return { signUps, ageProofs };
};
