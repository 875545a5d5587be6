// The row of a posting's unit (Table, Circle, Area), locked until the transaction ends, before its
// postings are read or written. savepostings takes it FOR UPDATE: one writer of the unit's postings
// at a time (its one-chairman check counts them), and a de-charter (FOR UPDATE too) waited for. The
// 1 July role job takes it FOR SHARE: it waits for a savepostings or a de-charter under way and sees
// what they did, while the jobs of one unit do not wait for each other.
// The writers that must not add to a de-chartered table (a member's table, a table's applications
// and projects: member-units, decharted-table) take its row FOR SHARE for the same reason.
// A member's move into a circle (lib/members/unit-move.ts) takes the circle FOR KEY SHARE, the lock
// its foreign key takes anyway: it waits for a savepostings of the circle (FOR UPDATE), while an
// edit of the circle's other columns need not wait for it, as a circle has no de-charter.
import { Prisma } from "../db/generated/client";
import type { TUnitKind } from "./postable-members";

export type TUnitLock = "UPDATE" | "SHARE" | "KEY SHARE";

/** The locked unit's de-charter (a circle or an area is never de-chartered). */
export type TLockedUnit = { isDecharted: boolean; dechartedOn: Date | null };

/** Locks the unit's row with `lock`; null for a unit that does not exist. */
export const lockUnit = async (
  tx: Prisma.TransactionClient,
  unitKind: TUnitKind,
  unitNo: number,
  lock: TUnitLock,
): Promise<TLockedUnit | null> => {
  const strength = Prisma.raw(`FOR ${lock}`);
  if (unitKind === "TABLE") {
    const rows = await tx.$queryRaw<TLockedUnit[]>`
      SELECT "isDecharted", "dechartedOn" FROM "Table" WHERE "tableNo" = ${unitNo} ${strength}`;
    return rows[0] ?? null;
  }
  const rows =
    unitKind === "CIRCLE"
      ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Circle" WHERE "circleNo" = ${unitNo} ${strength}`
      : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Area" WHERE "areaNo" = ${unitNo} ${strength}`;
  return rows.length === 1 ? { isDecharted: false, dechartedOn: null } : null;
};
