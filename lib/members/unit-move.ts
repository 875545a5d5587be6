// updatememberbyadmin moving a member to another table or circle. A posted member must be an active
// member of the unit (docs/decisions.md), and a table's or circle's chairman signs its grants, so the
// move is refused (409) while the member holds a posting of this or a later federation year in a
// unit they would leave: their table, their circle, or the area of either. The message names the
// postings; the secretariat removes them first (each removal logged there). Refused rather than
// removed here, so that an office is never lost as a side effect of an edit.
import type { Prisma } from "../db/generated/client";
import type { UnitKind } from "../db/generated/enums";
import { fromDbRole } from "../auth/roles";
import { fieldError } from "../http/errors";
import { lockUnit } from "../tables/unit-locks";
import { federationYearLabel, federationYearOf } from "./postings";
import type { TUnitChoice } from "./member-units";

type TTx = Prisma.TransactionClient;

const UNIT_NAME: Record<UnitKind, string> = { TABLE: "Table", CIRCLE: "Circle", AREA: "Area", NATIONAL: "National" };

const areaOf = async (tx: TTx, unit: TUnitChoice): Promise<number | null> => {
  if (unit.tableNo !== null)
    return (
      (await tx.table.findUnique({ where: { tableNo: unit.tableNo }, select: { area: { select: { areaNo: true } } } }))?.area
        .areaNo ?? null
    );
  if (unit.circleNo !== null)
    return (
      (await tx.circle.findUnique({ where: { circleNo: unit.circleNo }, select: { area: { select: { areaNo: true } } } }))?.area
        .areaNo ?? null
    );
  return null;
};

/**
 * The lock order of members and their units, the one every writer of both keeps: the unit's row
 * (Table, Circle, Area) first, then the member's. savepostings locks its unit FOR UPDATE, then each
 * member it posts FOR SHARE (lib/tables/save-postings.ts). A move's UPDATE of the member checks the
 * new table's or circle's row for its foreign key (FOR KEY SHARE), which waits for a savepostings
 * of that unit; taken after the member's row, that wait closed a cycle with savepostings waiting
 * for the member (a deadlock: 40P01, one of the two answered 500). So a member update takes the
 * destination unit's row first, at least with the lock the foreign key takes anyway, and only
 * then the member's: it waits for a savepostings of that unit under way instead, or the
 * savepostings waits for it. A unit that does not exist locks nothing (the update refuses it with
 * 400 later). A table is held FOR SHARE, the lock under which assertUnitChoice then reads whether
 * it is de-chartered: a de-charter of it under way is waited for here, before the member's row; a
 * circle FOR KEY SHARE (lockUnit, lib/tables/unit-locks.ts).
 */
export const lockDestinationUnit = async (tx: TTx, unit: { tableNo?: number | null; circleNo?: number | null }) => {
  if (typeof unit.tableNo === "number") await lockUnit(tx, "TABLE", unit.tableNo, "SHARE");
  if (typeof unit.circleNo === "number") await lockUnit(tx, "CIRCLE", unit.circleNo, "KEY SHARE");
};

/** In the update's transaction, before the member's row changes: throws 409 on `field` naming the postings the move would leave behind. */
export const assertNoPostingsLeftBehind = async (
  tx: TTx,
  options: { memberId: number; unit: TUnitChoice; field: "tableNo" | "circleNo"; at?: Date },
) => {
  const { memberId, unit, field, at = new Date() } = options;
  // The lock savePostings takes (FOR SHARE) before it checks that a member belongs to the unit:
  // neither decides on what the other is changing meanwhile. The caller took the destination
  // unit's row before this (lockDestinationUnit: units before members).
  await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${memberId} FOR NO KEY UPDATE`;
  const staying: Partial<Record<UnitKind, number | null>> = {
    TABLE: unit.tableNo,
    CIRCLE: unit.circleNo,
    AREA: await areaOf(tx, unit),
  };
  const postings = await tx.posting.findMany({
    where: { memberId, unitKind: { in: ["TABLE", "CIRCLE", "AREA"] }, year: { gte: federationYearOf(at) } },
    select: { unitKind: true, unitNo: true, role: true, year: true },
    orderBy: [{ unitKind: "asc" }, { unitNo: "asc" }, { year: "asc" }, { role: "asc" }],
  });
  const leftBehind = new Map<string, string[]>();
  for (const posting of postings) {
    if (posting.unitNo === staying[posting.unitKind]) continue;
    const unitName = `${UNIT_NAME[posting.unitKind]} ${posting.unitNo}`;
    leftBehind.set(unitName, [
      ...(leftBehind.get(unitName) ?? []),
      `${fromDbRole(posting.role)} ${federationYearLabel(posting.year)}`,
    ]);
  }
  if (leftBehind.size === 0) return;
  const named = [...leftBehind].map(([unitName, offices]) => `${unitName} (${offices.join(", ")})`);
  throw fieldError("CONFLICT", field, `Remove their postings in ${named.join(" and ")} before moving them`);
};
