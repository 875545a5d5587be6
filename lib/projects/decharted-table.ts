// A de-chartered table's applications and project records stay, read-only (docs/decisions.md,
// "De-chartering"). Writers that change them by id check the table here, inside their transaction.
import type { Prisma } from "../db/generated/client";

/**
 * Whether the table is de-chartered, read under FOR SHARE: a de-charter (an UPDATE of the row)
 * waits for the caller's transaction, so it cannot land between this check and the caller's write.
 */
export const isTableDecharted = async (tx: Prisma.TransactionClient, tableNo: number) => {
  const rows = await tx.$queryRaw<{ isDecharted: boolean }[]>`
    SELECT "isDecharted" FROM "Table" WHERE "tableNo" = ${tableNo} FOR SHARE`;
  return rows[0]?.isDecharted === true;
};
