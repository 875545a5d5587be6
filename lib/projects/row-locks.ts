// Row locks that serialize a read-check-write on an application, one of its stages or a project
// pack with the other writers of the same row, held until the transaction ends. Under READ
// COMMITTED each statement after the lock sees what the previous holder committed. A transaction
// that needs an application and its stage takes the stage first: a stage's writer may then move
// its application (a submission).
import type { Prisma } from "../db/generated/client";
import type { TStageFiller } from "./application-access";

type TTx = Prisma.TransactionClient;

/** Locks the application's row (nothing is locked when there is no such row). */
export const lockApplication = async (tx: TTx, applicationId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ProjectApplication" WHERE "id" = ${applicationId} FOR UPDATE`;
};

/**
 * Locks a project pack's row: "update" by a change of its structure (which first counts the
 * applications using it), "share" by an application started from it (which copies its stages).
 * A start and a change then take turns: the change counts a start that came first and is refused,
 * and a start after a change copies the pack as changed. Starts do not wait for each other.
 */
export const lockPack = async (tx: TTx, packId: number, mode: "update" | "share") => {
  if (mode === "update") await tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`;
  else await tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR SHARE`;
};

/** Locks the stage's row. */
export const lockStage = async (tx: TTx, applicationStageId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ApplicationStage" WHERE "id" = ${applicationStageId} FOR UPDATE`;
};

/**
 * Locks the stage's row, then its application's, in the order above (a step on a stage that may
 * move its application: a return of the completion); the application's id, or null when there is
 * no such stage (nothing is locked then).
 */
export const lockStageThenApplication = async (tx: TTx, applicationStageId: number): Promise<number | null> => {
  const [stage] = await tx.$queryRaw<{ applicationId: number }[]>`
    SELECT "applicationId" FROM "ApplicationStage" WHERE "id" = ${applicationStageId} FOR UPDATE`;
  if (!stage) return null;
  await lockApplication(tx, stage.applicationId);
  return stage.applicationId;
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
