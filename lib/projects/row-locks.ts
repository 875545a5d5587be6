// Row locks that serialize a read-check-write on an application or one of its stages with the
// other writers of the same row, held until the transaction ends. Under READ COMMITTED each
// statement after the lock sees what the previous holder committed. A transaction that needs both
// takes the stage first: a stage's writer may then move its application (a submission).
import type { Prisma } from "../db/generated/client";

type TTx = Prisma.TransactionClient;

/** Locks the application's row (nothing is locked when there is no such row). */
export const lockApplication = async (tx: TTx, applicationId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ProjectApplication" WHERE "id" = ${applicationId} FOR UPDATE`;
};

/** Locks the stage's row. */
export const lockStage = async (tx: TTx, applicationStageId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ApplicationStage" WHERE "id" = ${applicationStageId} FOR UPDATE`;
};

/** Locks the stages' rows in id order, so that two lockers of the same stages never deadlock. */
export const lockStages = async (tx: TTx, applicationStageIds: readonly number[]) => {
  for (const id of [...applicationStageIds].sort((a, b) => a - b)) await lockStage(tx, id);
};
