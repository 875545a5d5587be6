// Writes a new account for the two ways one is made: an Admin's createuser and a visitor's signup.
import { hashPassword } from "../auth/password";
import { toDbRole, type TRole } from "../auth/roles";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { isUniqueViolation } from "../db/errors";
import { userNameTaken } from "./member-errors";
import { assertUnitChoice } from "./member-units";
import { PUBLIC_MEMBER_SELECT, type TPublicMemberRow } from "./member-shapes";

export type TNewMember = {
  userName: string;
  password: string;
  fullName: string;
  title: string | null;
  phoneNumber: string | null;
  officeEmail: string | null;
  tableNo: number | null;
  circleNo: number | null;
};

/**
 * Inserts an active, unlocked account with its roles. A taken user name answers 409: checked
 * first, so no password is hashed in vain, and again by the unique index when two requests race.
 * The table or circle is checked in the insert's transaction (`unitRule`, ./member-units.ts), so
 * a table de-chartered meanwhile is refused rather than given a new member.
 */
export const insertMember = async (
  input: TNewMember,
  access: { isApproved: boolean; roles: TRole[]; unitRule: "exactlyOne" | "atMostOne" },
  /** Runs in the transaction of the insert (the admin log of createuser). */
  afterCreate?: (tx: Prisma.TransactionClient, member: TPublicMemberRow) => Promise<unknown>,
) => {
  const prisma = await getDb();
  if (await prisma.member.findUnique({ where: { userName: input.userName }, select: { id: true } })) throw userNameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertUnitChoice({ tableNo: input.tableNo, circleNo: input.circleNo }, access.unitRule, tx);
      const member = await tx.member.create({
        data: {
          userName: input.userName,
          passwordHash,
          fullName: input.fullName,
          title: input.title,
          phoneNumber: input.phoneNumber,
          officeEmail: input.officeEmail,
          tableNo: input.tableNo,
          circleNo: input.circleNo,
          isApproved: access.isApproved,
          everApproved: access.isApproved,
          isActive: true,
          isLocked: false,
          roles: { create: [...new Set(access.roles)].map((role) => ({ role: toDbRole(role) })) },
        },
        select: PUBLIC_MEMBER_SELECT,
      });
      await afterCreate?.(tx, member);
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
};
