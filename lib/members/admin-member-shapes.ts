// The member as the secretariat's screens see it (searchmembers, updatememberbyadmin, the age-proof
// list): the public shape plus area, registration details and age-proof state. Never a secret.
import { loginBlocksOf } from "../auth/login-throttle";
import type { Prisma } from "../db/generated/client";
import { PUBLIC_MEMBER_SELECT, toPublicMember } from "./member-shapes";

export const ADMIN_MEMBER_SELECT = {
  ...PUBLIC_MEMBER_SELECT,
  panCard: true,
  form12AA: true,
  trustDeed: true,
  eightyG: true,
  ageProofFileName: true,
  ageProofVerified: true,
  everApproved: true,
  createdAt: true,
  table: { select: { name: true, area: { select: { areaNo: true } } } },
  circle: { select: { name: true, area: { select: { areaNo: true } } } },
} as const satisfies Prisma.MemberSelect;

export type TAdminMemberRow = Prisma.MemberGetPayload<{ select: typeof ADMIN_MEMBER_SELECT }>;

/** The public shape (./member-shapes.ts) with the unit's name and area, the registration details and the age proof. */
export const toAdminMember = (member: TAdminMemberRow) => ({
  ...toPublicMember(member),
  unitName: member.table?.name ?? member.circle?.name ?? null,
  areaNo: member.table?.area.areaNo ?? member.circle?.area.areaNo ?? null,
  panCard: member.panCard,
  form12AA: member.form12AA,
  trustDeed: member.trustDeed,
  eightyG: member.eightyG,
  ageProofFileName: member.ageProofFileName,
  ageProofVerified: member.ageProofVerified,
  /** Approved once: not approved now means un-approved by an Admin, not a sign-up waiting. */
  everApproved: member.everApproved || member.isApproved,
  createdAt: member.createdAt.toISOString(),
});

export type TAdminMember = ReturnType<typeof toAdminMember>;

/**
 * A member as the member list shows them: also until when failed log-ins block the account (ISO,
 * null when they do not), which is neither a lock nor a column, so the row can say why a member
 * who is not locked still cannot log in, and offer to lift it.
 */
export type TListedMember = TAdminMember & { loginBlockedUntil: string | null };

export const withLoginBlocks = async (members: TAdminMember[], db?: Prisma.TransactionClient): Promise<TListedMember[]> => {
  const blocks = await loginBlocksOf(
    members.map((member) => member.userName),
    { db },
  );
  return members.map((member) => ({ ...member, loginBlockedUntil: blocks.get(member.userName)?.toISOString() ?? null }));
};

/** The editable fields of a member, as the admin log records them before and after a change. */
export const adminSnapshot = (member: TAdminMember) => ({
  title: member.title,
  fullName: member.fullName,
  phoneNumber: member.phoneNumber,
  officeEmail: member.officeEmail,
  tableNo: member.tableNo,
  circleNo: member.circleNo,
  panCard: member.panCard,
  form12AA: member.form12AA,
  trustDeed: member.trustDeed,
  eightyG: member.eightyG,
  roles: member.roles,
  isApproved: member.isApproved,
  isLocked: member.isLocked,
});
