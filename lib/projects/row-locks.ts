// Row locks that serialize a read-check-write on an application or one of its stages with the
// other writers of the same row, held until the transaction ends. Under READ COMMITTED each
// statement after the lock sees what the previous holder committed. A transaction that needs both
// takes the stage first: a stage's writer may then move its application (a submission).
import type { Prisma } from "../db/generated/client";
import type { TStageFiller } from "./application-access";

type TTx = Prisma.TransactionClient;

/** Locks the application's row (nothing is locked when there is no such row). */
export const lockApplication = async (tx: TTx, applicationId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ProjectApplication" WHERE "id" = ${applicationId} FOR UPDATE`;
};

/** Locks the stage's row. */
export const lockStage = async (tx: TTx, applicationStageId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ApplicationStage" WHERE "id" = ${applicationStageId} FOR UPDATE`;
};

/**
 * Locks the rows of the application's stages that `filledBy` fills, in id order (two lockers of the
 * same stages never deadlock), and returns their ids.
 */
export const lockStagesFilledBy = async (tx: TTx, applicationId: number, filledBy: TStageFiller): Promise<number[]> => {
  const stages = await tx.applicationStage.findMany({
    where: { applicationId, packStage: { filledBy } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const { id } of stages) await lockStage(tx, id);
  return stages.map(({ id }) => id);
};
