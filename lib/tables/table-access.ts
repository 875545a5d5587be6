// Who may do what with a table, beyond the route-role table (lib/auth/route-roles.ts):
//   - update a table's details and office bearers: Admin and NEX any table, a TEX only their own
//     (checked here for the page and every API call); the chairman's posting (TEX-C) only Admin/NEX;
//   - a de-chartered table is read-only for everyone;
//   - see a table's bank details: whoever may update it, and the trust's secretary (who pays grants);
//   - list a unit's members: Admin, NEX, and that unit's own office bearers.
import { CIRCLE_OFFICE_ROLES, TABLE_OFFICE_ROLES, UNIT_APPLICANT_ROLES } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { AppError } from "../http/errors";
import { istDay } from "../india-time";
import { TABLE_DETAILS_SELECT, type TTableDetailsRow } from "./table-shapes";

type TDb = Prisma.TransactionClient | PrismaClient;
type TActor = Pick<TSession, "memberId" | "roles" | "tableNo" | "circleNo">;

const hasAny = (actor: TActor, roles: readonly TRole[]) => actor.roles.some((role) => roles.includes(role));

/** The national roles that manage every table. */
export const TABLE_MANAGERS: readonly TRole[] = ["Admin", "NEX"];
const BANK_READERS: readonly TRole[] = ["Admin", "NEX", "RTIF-Secretary"];

export const tableNotFound = (tableNo: number) => new AppError("NOT_FOUND", `There is no table ${tableNo}`);

export const getTableOrThrow = async (tableNo: number, db?: TDb): Promise<TTableDetailsRow> => {
  const prisma = db ?? (await getDb());
  const table = await prisma.table.findUnique({ where: { tableNo }, select: TABLE_DETAILS_SELECT });
  if (!table) throw tableNotFound(tableNo);
  return table;
};

/**
 * The table, its row locked FOR UPDATE until the transaction ends (404 for an unknown table). The
 * writers of a table (details, logo, postings) take it before they check `isDecharted`, so a
 * de-charter (which takes it too) either commits first and is seen, or waits for the write.
 */
export const lockTableOrThrow = async (tx: Prisma.TransactionClient, tableNo: number): Promise<TTableDetailsRow> => {
  await tx.$queryRaw`SELECT "id" FROM "Table" WHERE "tableNo" = ${tableNo} FOR UPDATE`;
  return getTableOrThrow(tableNo, tx);
};

/** Admin and NEX: any table; a TEX: their own. */
export const canManageTable = (actor: TActor, tableNo: number) =>
  hasAny(actor, TABLE_MANAGERS) || (actor.roles.includes("TEX") && actor.tableNo === tableNo);

export const assertCanManageTable = (actor: TActor, tableNo: number) => {
  if (!canManageTable(actor, tableNo))
    throw new AppError(
      "FORBIDDEN",
      actor.roles.includes("TEX") ? "You may update only your own table" : "Your role does not allow updating tables",
    );
};

/** Whether the caller may change the chairman's posting (who signs the table's grants). */
export const canPostChairman = (actor: TActor) => hasAny(actor, TABLE_MANAGERS);

export const assertNotDecharted = (table: { tableNo: number; isDecharted: boolean; dechartedOn: Date | null }) => {
  if (!table.isDecharted) return;
  const on = table.dechartedOn ? ` on ${istDay(table.dechartedOn)}` : "";
  throw new AppError("CONFLICT", `Table ${table.tableNo} was de-chartered${on}: its records are read-only`);
};

/** Bank details: the table's managers (above), its own office bearers, and the trust's secretary. */
export const canSeeBankDetails = (actor: TActor, tableNo: number) =>
  hasAny(actor, BANK_READERS) ||
  (actor.tableNo === tableNo && hasAny(actor, ["TEX", "TEX-C", "TEX-S", "ATEX"])) ||
  canManageTable(actor, tableNo);

/** Roles that may list a unit's members at all (route-role table); which units, unitMembersScope says. */
export const MEMBER_LIST_ROLES = ["Admin", "NEX", ...UNIT_APPLICANT_ROLES] as const satisfies TRole[];

/**
 * The units whose members the caller may list: all (Admin, NEX), their own (office bearers), or none.
 * A table's office bearer lists their table, a circle's their circle: a CEX whose membership moved
 * to a table, with the role still on their account, lists neither.
 */
export const memberListScope = (actor: TActor): "all" | { tableNo: number | null; circleNo: number | null } | null => {
  if (hasAny(actor, TABLE_MANAGERS)) return "all";
  const tableNo = hasAny(actor, TABLE_OFFICE_ROLES) ? actor.tableNo : null;
  const circleNo = hasAny(actor, CIRCLE_OFFICE_ROLES) ? actor.circleNo : null;
  return tableNo === null && circleNo === null ? null : { tableNo, circleNo };
};
