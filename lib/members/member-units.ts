// A member belongs to one table or one circle. Checks the numbers given against the database.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { fieldError } from "../http/errors";

export type TUnitChoice = { tableNo: number | null; circleNo: number | null };

/**
 * `exactlyOne`: sign-up, where a member must name their table or circle; `atMostOne`: admin
 * creation, where secretariat accounts belong to neither. Throws 400 naming the field.
 */
export const assertUnitChoice = async (
  choice: TUnitChoice,
  rule: "exactlyOne" | "atMostOne",
  /** The caller's transaction, when it runs in one. */
  db?: Pick<Prisma.TransactionClient, "table" | "circle">,
) => {
  const { tableNo, circleNo } = choice;
  const table = "tableNo";
  const circle = "circleNo";
  if (tableNo !== null && circleNo !== null)
    throw fieldError("BAD_REQUEST", circle, "give a table number or a circle number, not both");
  if (rule === "exactlyOne" && tableNo === null && circleNo === null)
    throw fieldError("BAD_REQUEST", table, "give a table number or a circle number");
  const prisma = db ?? (await getDb());
  const tableRow = tableNo === null ? null : await prisma.table.findUnique({ where: { tableNo }, select: { isDecharted: true } });
  if (tableNo !== null && !tableRow) {
    throw fieldError("BAD_REQUEST", table, `table ${tableNo} does not exist`);
  }
  // Issue 13: a de-chartered table takes no new members (sign-up); its existing ones stay.
  if (rule === "exactlyOne" && tableRow?.isDecharted) {
    throw fieldError("BAD_REQUEST", table, `table ${tableNo} has been de-chartered`);
  }
  if (circleNo !== null && !(await prisma.circle.findUnique({ where: { circleNo }, select: { id: true } }))) {
    throw fieldError("BAD_REQUEST", circle, `circle ${circleNo} does not exist`);
  }
};
