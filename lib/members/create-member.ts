// POST /api/auth/createuser: an Admin creates an approved, active account with chosen roles.
import { hashPassword } from "../auth/password";
import { toDbRole, type TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { isUniqueViolation, userNameTaken } from "./member-errors";
import { PUBLIC_MEMBER_SELECT, toPublicMember } from "./member-shapes";
import { assertUnitChoice } from "./member-units";

export type TCreateMemberInput = {
  userName: string;
  fullName: string;
  title: string | null;
  phoneNumber: string | null;
  officeEmail: string | null;
  roles: TRole[];
  password: string;
  tableNo: number | null;
  circleNo: number | null;
};

export const createMember = async (options: { session: TSession; input: TCreateMemberInput }) => {
  const { input } = options;
  await assertUnitChoice({ tableNo: input.tableNo, circleNo: input.circleNo }, "atMostOne");
  const prisma = await getDb();
  if (await prisma.member.findUnique({ where: { userName: input.userName }, select: { id: true } })) throw userNameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const member = await prisma.member.create({
      data: {
        userName: input.userName,
        passwordHash,
        fullName: input.fullName,
        title: input.title,
        phoneNumber: input.phoneNumber,
        officeEmail: input.officeEmail,
        tableNo: input.tableNo,
        circleNo: input.circleNo,
        isApproved: true,
        isActive: true,
        isLocked: false,
        roles: { create: [...new Set(input.roles)].map((role) => ({ role: toDbRole(role) })) },
      },
      select: PUBLIC_MEMBER_SELECT,
    });
    return { status: 1, user: toPublicMember(member) };
  } catch (error) {
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
};
