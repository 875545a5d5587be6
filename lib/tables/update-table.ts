// updatetable: a table's details (name, city, charter date, meeting place, bank details for
// grants), by Admin, NEX or the table's own TEX; only Admin and NEX rename a table. Re-checked in
// the transaction, recorded in AdminChange with the fields that changed.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError, fieldError } from "../http/errors";
import { changedFields, recordAdminChange } from "../members/admin-changes";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { getTableDetails } from "./get-table-details";
import { assertCanManageTable, assertNotDecharted, lockTableOrThrow, TABLE_MANAGERS } from "./table-access";
import type { TUpdateTable } from "./table-inputs";
import { dayOf, type TTableDetailsRow } from "./table-shapes";

/** The account number as the change log keeps it: its last 4 digits. */
const maskAccount = (value: unknown) => (typeof value === "string" && value ? `••••${value.slice(-4)}` : null);

type TDetailFields = Pick<
  TTableDetailsRow,
  "name" | "city" | "charteredOn" | "meetingPlace" | "bankAccountName" | "bankAccountNo" | "bankIfsc" | "bankName" | "bankBranch"
>;

const comparable = (table: TDetailFields) => ({
  name: table.name,
  city: table.city,
  charterDate: dayOf(table.charteredOn),
  meetingPlace: table.meetingPlace,
  bankAccountName: table.bankAccountName,
  bankAccountNo: table.bankAccountNo,
  bankIfsc: table.bankIfsc,
  bankName: table.bankName,
  bankBranch: table.bankBranch,
});

const masked = (fields: Record<string, unknown>) =>
  "bankAccountNo" in fields ? { ...fields, bankAccountNo: maskAccount(fields.bankAccountNo) } : fields;

export const updateTable = async (session: TSession, input: TUpdateTable) => {
  assertCanManageTable(session, input.tableNo);
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    // Locked first: a de-charter committed meanwhile is seen here (409), never written over.
    const table = await lockTableOrThrow(tx, input.tableNo);
    assertNotDecharted(table);
    // Saved by someone else since the form read them: the whole form would put their change back.
    if (input.revision !== undefined && table.updatedAt.toISOString() !== input.revision)
      throw new AppError(
        "CONFLICT",
        "The table's details were changed by someone else after you opened them. Load their version, then make your change again.",
      );
    if (input.name !== table.name && !session.roles.some((role) => TABLE_MANAGERS.includes(role)))
      throw fieldError("FORBIDDEN", "name", "only the secretariat renames a table");
    const data = {
      name: input.name,
      city: input.city,
      charteredOn: input.charterDate,
      meetingPlace: input.meetingPlace,
      bankAccountName: input.bankAccountName,
      bankAccountNo: input.bankAccountNo ?? null,
      bankIfsc: input.bankIfsc ?? null,
      bankName: input.bankName,
      bankBranch: input.bankBranch,
    };
    const change = changedFields(comparable(table), comparable({ ...table, ...data }));
    if (Object.keys(change.after).length === 0) return;
    await tx.table.update({ where: { tableNo: input.tableNo }, data });
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action: "table.update",
      targetKind: "table",
      targetId: input.tableNo,
      before: masked(change.before),
      after: masked(change.after),
    });
  }, WRITE_TRANSACTION);
  return { stat: 1, table: await getTableDetails(session, input.tableNo) };
};
