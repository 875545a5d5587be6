// The profile a member sees of themselves on /userprofile and in the replies of their uploads and
// updatemember: the legacy User profile (member-shapes.ts toProfile) plus the photograph and age
// proof. GET /api/auth/user keeps the legacy shape.
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { memberNotFound } from "./member-errors";
import { PROFILE_SELECT, toProfile } from "./member-shapes";

export const OWN_PROFILE_SELECT = {
  ...PROFILE_SELECT,
  id: true,
  profileImageFileName: true,
  ageProofFileName: true,
  ageProofVerified: true,
} as const satisfies Prisma.MemberSelect;

export type TOwnProfileRow = Prisma.MemberGetPayload<{ select: typeof OWN_PROFILE_SELECT }>;

export const toOwnProfile = (member: TOwnProfileRow) => ({
  memberId: member.id,
  ...toProfile(member),
  profileImageFileName: member.profileImageFileName,
  ageProofFileName: member.ageProofFileName,
  ageProofVerified: member.ageProofVerified,
});

export type TOwnProfile = ReturnType<typeof toOwnProfile>;

export const getOwnProfile = async (memberId: number, db?: Prisma.TransactionClient) => {
  const client = db ?? (await getDb());
  const member = await client.member.findUnique({ where: { id: memberId }, select: OWN_PROFILE_SELECT });
  if (!member) throw memberNotFound();
  return toOwnProfile(member);
};
