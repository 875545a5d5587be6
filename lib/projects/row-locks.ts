// Row locks that serialize a read-check-write on an application with the other writers of the
// same row, held until the transaction ends. Under READ COMMITTED each statement after the lock
// sees what the previous holder committed.
import type { Prisma } from "../db/generated/client";

type TTx = Prisma.TransactionClient;

/** Locks the application's row (nothing is locked when there is no such row). */
export const lockApplication = async (tx: TTx, applicationId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "ProjectApplication" WHERE "id" = ${applicationId} FOR UPDATE`;
};
