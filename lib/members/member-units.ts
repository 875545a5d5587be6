// A member belongs to one table or one circle. Checks the numbers given against the database.
import type { Prisma } from "../db/generated/client";
import { fieldError } from "../http/errors";
import { lockUnit } from "../tables/unit-locks";

export type TUnitChoice = { tableNo: number | null; circleNo: number | null };

/** The refusal of a table that takes no new members (docs/decisions.md, "De-chartering"). */
export const dechartedTableMessage = (tableNo: number) => `Table ${tableNo} is de-chartered: choose an active table`;

/**
 * `exactlyOne`: sign-up, where a member must name their table or circle; `atMostOne`: admin
 * creation and edits, where secretariat accounts belong to neither. Throws 400 naming the field.
 * A de-chartered table takes no new member, by any way in (sign-up, createuser, a move): only
 * `keptTableNo`, the table the member already belongs to, may be one, so their other details can
 * still be saved. Circles have no de-charter state.
 */
export const assertUnitChoice = async (
  choice: TUnitChoice,
  rule: "exactlyOne" | "atMostOne",
  /** The transaction that then writes the member: the check and the write see one table row. */
  tx: Prisma.TransactionClient,
  keptTableNo: number | null = null,
) => {
  const { tableNo, circleNo } = choice;
  const table = "tableNo";
  const circle = "circleNo";
  if (tableNo !== null && circleNo !== null)
    throw fieldError("BAD_REQUEST", circle, "give a table number or a circle number, not both");
  if (rule === "exactlyOne" && tableNo === null && circleNo === null)
    throw fieldError("BAD_REQUEST", table, "give a table number or a circle number");
  // The member's own table exists (their foreign key) and stays theirs even when de-chartered.
  if (tableNo !== null && tableNo !== keptTableNo) {
    // FOR SHARE: a de-charter (an UPDATE of the row) under way is waited for and then seen, and one
    // started later waits for this write; the member's foreign key alone (FOR KEY SHARE) lets it by.
    const row = await lockUnit(tx, "TABLE", tableNo, "SHARE");
    if (!row) throw fieldError("BAD_REQUEST", table, `table ${tableNo} does not exist`);
    if (row.isDecharted) throw fieldError("BAD_REQUEST", table, dechartedTableMessage(tableNo));
  }
  if (circleNo !== null && !(await tx.circle.findUnique({ where: { circleNo }, select: { id: true } }))) {
    throw fieldError("BAD_REQUEST", circle, `circle ${circleNo} does not exist`);
  }
};
