// What waits for the secretariat (the manage page): sign-ups to approve, age proofs to verify.
import { getDb } from "../db/client";

export const getAdminQueueCounts = async () => {
  const prisma = await getDb();
  const [signUps, ageProofs] = await Promise.all([
    prisma.member.count({ where: { isApproved: false, isActive: true } }),
    prisma.member.count({ where: { ageProofFileName: { not: null }, ageProofVerified: false, isActive: true } }),
  ]);
  return { signUps, ageProofs };
};
