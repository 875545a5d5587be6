// POST /api/auth/signup: a visitor asks for an account. It starts as a plain User that cannot log
// in until an Admin approves it (POST /api/auth/disablelock).
import { hashPassword } from "../auth/password";
import { toDbRole } from "../auth/roles";
import { getDb } from "../db/client";
import { isUniqueViolation, userNameTaken } from "./member-errors";
import { assertUnitChoice } from "./member-units";

export const SIGN_UP_REPLY = {
  status: 1,
  message: "Thank you for signing up. Your account is waiting for approval by the secretariat.",
} as const;

export type TSignUpInput = {
  userName: string;
  password: string;
  fullName: string;
  title: string | null;
  phoneNumber: string | null;
  officeEmail: string;
  tableNo: number | null;
  circleNo: number | null;
};

export const signUpMember = async (options: { input: TSignUpInput }) => {
  const { input } = options;
  await assertUnitChoice({ tableNo: input.tableNo, circleNo: input.circleNo }, "exactlyOne");
  const prisma = await getDb();
  if (await prisma.member.findUnique({ where: { userName: input.userName }, select: { id: true } })) throw userNameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    await prisma.member.create({
      data: {
        userName: input.userName,
        passwordHash,
        fullName: input.fullName,
        title: input.title,
        phoneNumber: input.phoneNumber,
        officeEmail: input.officeEmail,
        tableNo: input.tableNo,
        circleNo: input.circleNo,
        isApproved: false,
        isActive: true,
        isLocked: false,
        roles: { create: [{ role: toDbRole("User") }] },
      },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
  return SIGN_UP_REPLY;
};
