// What waits for the secretariat (the manage page): sign-ups to approve, age proofs to verify.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";

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
    prisma.member.count({ where: { isApproved: false, isActive: true } }),
    prisma.member.count({ where: AGE_PROOF_WAITING }),
  ]);
  return { signUps, ageProofs };
};
