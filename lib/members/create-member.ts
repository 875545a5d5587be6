// POST /api/auth/createuser: an Admin creates an approved, active account with chosen roles.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { recordAdminChange } from "./admin-changes";
import { insertMember, type TNewMember } from "./insert-member";
import { toPublicMember } from "./member-shapes";

export type TCreateMemberInput = TNewMember & { roles: TRole[] };

export const createMember = async (options: { session: TSession; input: TCreateMemberInput }) => {
  const { input } = options;
  const member = await insertMember(input, { isApproved: true, roles: input.roles, unitRule: "atMostOne" }, (tx, created) =>
    recordAdminChange(tx, {
      actorId: options.session.memberId,
      action: "member.create",
      targetKind: "member",
      targetId: created.id,
      after: toPublicMember(created),
    }),
  );
  return { status: 1, user: toPublicMember(member) };
};
