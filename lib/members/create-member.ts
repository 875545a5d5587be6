// POST /api/auth/createuser: an Admin creates an approved, active account with chosen roles.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { insertMember, type TNewMember } from "./insert-member";
import { toPublicMember } from "./member-shapes";
import { assertUnitChoice } from "./member-units";

export type TCreateMemberInput = TNewMember & { roles: TRole[] };

export const createMember = async (options: { session: TSession; input: TCreateMemberInput }) => {
  const { input } = options;
  await assertUnitChoice({ tableNo: input.tableNo, circleNo: input.circleNo }, "atMostOne");
  const member = await insertMember(input, { isApproved: true, roles: input.roles });
  return { status: 1, user: toPublicMember(member) };
};
