// The caller's own details: GET /api/auth/user (profile) and GET /api/auth/getloginuserdetails.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { memberNotFound } from "./member-errors";
import { PROFILE_SELECT, toProfile } from "./member-shapes";

export const getMemberProfile = async (options: { session: TSession }) => {
  const prisma = await getDb();
  const member = await prisma.member.findUnique({ where: { id: options.session.memberId }, select: PROFILE_SELECT });
  if (!member) throw memberNotFound();
  return toProfile(member);
};

export const getLoginUserDetails = async (options: { session: TSession }) => {
  const { session } = options;
  const prisma = await getDb();
  const member = await prisma.member.findUnique({
    where: { id: session.memberId },
    select: { officeEmail: true, phoneNumber: true },
  });
  if (!member) throw memberNotFound();
  return {
    memberId: session.memberId,
    userName: session.userName,
    title: session.title,
    fullName: session.fullName,
    tableNo: session.tableNo,
    circleNo: session.circleNo,
    area: session.areaNo,
    roles: session.roles,
    officeEmail: member.officeEmail,
    phoneNumber: member.phoneNumber,
    isAdmin: session.isAdmin,
  };
};
