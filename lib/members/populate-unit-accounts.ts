// GET /api/auth/populateusers: one login account per table (rt<tableNo>) and circle (lc<circleNo>)
// that has no member yet. The accounts start unapproved with a password nobody knows; an Admin
// approves them and the table sets its password through the forgot-password link.
import { randomBytes } from "node:crypto";
import { toDbRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { recordAdminChange } from "./admin-changes";

export const POPULATE_DONE_MESSAGE = "Users has been created successfully.";
export const POPULATE_FAILED_MESSAGE = "Something went wrong!!!";

/**
 * Not an argon2 hash at all, so no password can ever match it (verification fails on the format),
 * and it costs nothing to make for hundreds of accounts. A log-in still pays for a hash check
 * (verifyLogInPassword, against the dummy hash), as for any other account.
 */
const unusablePasswordHash = () => `!unusable!${randomBytes(24).toString("base64url")}`;

export const tableAccountName = (tableNo: number) => `rt${tableNo}`;
export const circleAccountName = (circleNo: number) => `lc${circleNo}`;

/**
 * Locks (FOR UPDATE) the tables and circles that seem to have no member yet. Adding a member to one
 * (sign-up, createuser, a member moved) takes a key-share lock on its row for the foreign key, which
 * FOR UPDATE waits for and blocks: a member added meanwhile either commits before the read that
 * follows (a new snapshot, so that table gets no account) or waits until this commit. A second
 * Admin's populate waits here too, then finds the accounts this one made.
 */
const lockUnitsWithoutMembers = async (tx: Prisma.TransactionClient) => {
  await tx.$queryRaw`
    SELECT t."tableNo" FROM "Table" t
    WHERE NOT t."isDecharted" AND NOT EXISTS (SELECT 1 FROM "Member" m WHERE m."tableNo" = t."tableNo")
    ORDER BY t."tableNo" FOR UPDATE`;
  await tx.$queryRaw`
    SELECT c."circleNo" FROM "Circle" c
    WHERE NOT EXISTS (SELECT 1 FROM "Member" m WHERE m."circleNo" = c."circleNo")
    ORDER BY c."circleNo" FOR UPDATE`;
};

export const populateUnitAccounts = async (options: { session: TSession }): Promise<{ created: number }> => {
  const prisma = await getDb();
  const result = await prisma.$transaction(
    async (tx) => {
      await lockUnitsWithoutMembers(tx);
      const tables = await tx.table.findMany({
        where: { members: { none: {} }, isDecharted: false },
        select: { tableNo: true, name: true },
        orderBy: { tableNo: "asc" },
      });
      const circles = await tx.circle.findMany({
        where: { members: { none: {} } },
        select: { circleNo: true, name: true },
        orderBy: { circleNo: "asc" },
      });
      const base = { title: null, phoneNumber: null, officeEmail: null, isApproved: false, isActive: true, isLocked: false };
      const data = [
        ...tables.map((table) => ({
          ...base,
          userName: tableAccountName(table.tableNo),
          fullName: `${table.name} (table account)`,
          tableNo: table.tableNo,
          circleNo: null,
          passwordHash: unusablePasswordHash(),
        })),
        ...circles.map((circle) => ({
          ...base,
          userName: circleAccountName(circle.circleNo),
          fullName: `${circle.name} (circle account)`,
          tableNo: null,
          circleNo: circle.circleNo,
          passwordHash: unusablePasswordHash(),
        })),
      ];
      if (data.length === 0) return { created: 0 };
      // A name already held by someone else (a member who signed up as "rt7") is skipped, not an error.
      const created = await tx.member.createManyAndReturn({
        data,
        select: { id: true, userName: true },
        skipDuplicates: true,
      });
      if (created.length > 0) {
        await tx.memberRole.createMany({ data: created.map((member) => ({ memberId: member.id, role: toDbRole("User") })) });
        // One entry for the batch: the accounts made, by user name.
        await recordAdminChange(tx, {
          actorId: options.session.memberId,
          action: "member.populate",
          targetKind: "member",
          targetId: "populateusers",
          after: { created: created.map((member) => member.userName) },
        });
      }
      return { created: created.length };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  console.info(`[members] ${options.session.userName} populated ${result.created} table/circle account(s)`);
  return result;
};
