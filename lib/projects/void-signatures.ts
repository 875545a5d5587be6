// A signature is given for the stage as its signer saw it. Whatever changes the stage afterwards
// (an answer, a cost line, a document, a vendor, a reopening) spends its codes not yet used and
// removes its signatures, in the writer's transaction: the changed stage is signed again.
import type { Prisma } from "../db/generated/client";

type TTx = Prisma.TransactionClient;

export const voidStageSignatures = async (tx: TTx, applicationStageIds: number | readonly number[]) => {
  const ids = typeof applicationStageIds === "number" ? [applicationStageIds] : [...applicationStageIds];
  if (ids.length === 0) return;
  await tx.stageSignature.deleteMany({ where: { applicationStageId: { in: ids } } });
  await tx.signatureOtp.updateMany({ where: { applicationStageId: { in: ids }, usedAt: null }, data: { usedAt: new Date() } });
};
