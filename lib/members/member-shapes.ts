// The member shapes that leave the server, each as one Prisma `select` and one serializer, so
// that no reply can carry a password hash, a reset token or a session id.
import type { Prisma } from "../db/generated/client";
import { fromDbRole } from "../auth/roles";

const ROLES_SELECT = { roles: { select: { role: true }, orderBy: { role: "asc" } } } as const satisfies Prisma.MemberSelect;

type TRoleRows = { roles: { role: Parameters<typeof fromDbRole>[0] }[] };
const roleNames = (member: TRoleRows) => member.roles.map((entry) => fromDbRole(entry.role));

/** The public member shape of admin replies (createuser, disablelock). */
export const PUBLIC_MEMBER_SELECT = {
  id: true,
  userName: true,
  title: true,
  fullName: true,
  phoneNumber: true,
  officeEmail: true,
  tableNo: true,
  circleNo: true,
  isApproved: true,
  isLocked: true,
  isActive: true,
  ...ROLES_SELECT,
} as const satisfies Prisma.MemberSelect;

export type TPublicMemberRow = Prisma.MemberGetPayload<{ select: typeof PUBLIC_MEMBER_SELECT }>;

export const toPublicMember = (member: TPublicMemberRow) => ({
  memberId: member.id,
  userName: member.userName,
  title: member.title,
  fullName: member.fullName,
  phoneNumber: member.phoneNumber,
  officeEmail: member.officeEmail,
  tableNo: member.tableNo,
  circleNo: member.circleNo,
  isApproved: member.isApproved,
  isLocked: member.isLocked,
  isActive: member.isActive,
  roles: roleNames(member),
});

/** One row of GET /api/auth/getalluser (legacy names: `mobile` is the phone number). */
export const toMemberListItem = (member: TPublicMemberRow) => ({
  memberId: member.id,
  userName: member.userName,
  title: member.title,
  fullName: member.fullName,
  tableNo: member.tableNo,
  circleNo: member.circleNo,
  officeEmail: member.officeEmail,
  mobile: member.phoneNumber,
  isApproved: member.isApproved,
  isLocked: member.isLocked,
  roles: roleNames(member),
});

/** The User profile of SPEC.md section 3 (GET /api/auth/user). */
export const PROFILE_SELECT = {
  userName: true,
  title: true,
  fullName: true,
  phoneNumber: true,
  officeEmail: true,
  tableNo: true,
  circleNo: true,
  panCard: true,
  form12AA: true,
  trustDeed: true,
  eightyG: true,
  panCardFileName: true,
  form12FileName: true,
  trustDeedFileName: true,
  eightyGFileName: true,
  ...ROLES_SELECT,
} as const satisfies Prisma.MemberSelect;

export const toProfile = (member: Prisma.MemberGetPayload<{ select: typeof PROFILE_SELECT }>) => ({
  userName: member.userName,
  title: member.title,
  fullName: member.fullName,
  phoneNumber: member.phoneNumber,
  email: member.officeEmail,
  tableNo: member.tableNo,
  circleNo: member.circleNo,
  panCard: member.panCard,
  form12AA: member.form12AA,
  trustDeed: member.trustDeed,
  eightyG: member.eightyG,
  panCardFileName: member.panCardFileName,
  form12FileName: member.form12FileName,
  trustDeedFileName: member.trustDeedFileName,
  eightyGFileName: member.eightyGFileName,
  roles: roleNames(member),
});
