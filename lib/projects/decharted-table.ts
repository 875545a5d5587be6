// A de-chartered table's applications and project records stay, read-only (docs/decisions.md,
// "De-chartering"). Writers that change them by id check the table here, inside their transaction.
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { lockUnit } from "../tables/unit-locks";

/** The 409 a write to a de-chartered table's applications or project records answers. */
export const dechartedConflict = (tableNo: number, records: "applications" | "projects") =>
  new AppError("CONFLICT", `Table ${tableNo} is de-chartered: its ${records} are read-only`);

/**
 * 409 when the table is de-chartered (a circle's records, `tableNo` null, never are). Read under
 * FOR SHARE: a de-charter (an UPDATE of the row) waits for the caller's transaction, so it cannot
 * land between this check and the caller's write.
 */
export const assertTableNotDecharted = async (
  tx: Prisma.TransactionClient,
  tableNo: number | null,
  records: "applications" | "projects",
) => {
  if (tableNo === null) return;
  if ((await lockUnit(tx, "TABLE", tableNo, "SHARE"))?.isDecharted) throw dechartedConflict(tableNo, records);
};
