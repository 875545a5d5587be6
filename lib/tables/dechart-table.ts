// dechartertable (Admin): marks a table de-chartered on a date, with the reason. Its members and
// project applications stay, read-only; it leaves every active list (ACTIVE_TABLE in
// list-tables.ts, sign-up's table choice) and refuses new applications (lib/projects/applications.ts).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError, fieldError } from "../http/errors";
import { recordAdminChange } from "../members/admin-changes";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { istDay } from "../india-time";
import { getTableDetails } from "./get-table-details";
import { lockTableOrThrow } from "./table-access";
import type { TDechartTable } from "./table-inputs";
import { dayOf } from "./table-shapes";

export const dechartTable = async (session: TSession, input: TDechartTable) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    // Locked first, as the table's other writers do: a change of its charter date under way is
    // waited for, and the date is checked against the one it saved.
    const table = await lockTableOrThrow(tx, input.tableNo);
    if (table.isDecharted)
      throw new AppError(
        "CONFLICT",
        `Table ${input.tableNo} was already de-chartered on ${istDay(table.dechartedOn) || "an earlier date"}`,
      );
    if (table.charteredOn && input.dechartedOn < table.charteredOn)
      throw fieldError(
        "BAD_REQUEST",
        "dechartedOn",
        `must not be before the table's charter date (${istDay(table.charteredOn)})`,
      );
    const changed = await tx.table.updateMany({
      where: { tableNo: input.tableNo, isDecharted: false },
      data: { isDecharted: true, dechartedOn: input.dechartedOn, dechartReason: input.reason },
    });
    if (changed.count !== 1) throw new AppError("CONFLICT", `Table ${input.tableNo} was de-chartered meanwhile`);
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action: "table.dechart",
      targetKind: "table",
      targetId: input.tableNo,
      before: { isDecharted: false, dechartedOn: null, dechartReason: null },
      after: { isDecharted: true, dechartedOn: dayOf(input.dechartedOn), dechartReason: input.reason },
      remark: input.reason,
    });
  }, WRITE_TRANSACTION);
  return { stat: 1, table: await getTableDetails(session, input.tableNo) };
};
