// POST /api/auth/disablelock: an Admin approves or un-approves a member, and may lock or unlock
// them. Taking access away revokes the member's sessions at once.
import { clearFailures } from "../auth/login-throttle";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { memberNotFound } from "./member-errors";
import { PUBLIC_MEMBER_SELECT, toPublicMember } from "./member-shapes";

export type TSetMemberAccessInput = {
  userName: string;
  /** When given, must be the member's own: guards against approving the wrong person. */
  tableNo: number | null;
  circleNo: number | null;
  isApproved: boolean;
  isLocked?: boolean;
};

const mismatch = (field: string, message: string) =>
  new AppError("BAD_REQUEST", `${field}: ${message}`, { fields: [{ field, message }] });

export const setMemberAccess = async (options: { session: TSession; input: TSetMemberAccessInput }) => {
  const { session, input } = options;
  const prisma = await getDb();
  const member = await prisma.member.findUnique({
    where: { userName: input.userName },
    select: { id: true, tableNo: true, circleNo: true },
  });
  if (!member) throw memberNotFound();
  if (input.tableNo !== null && input.tableNo !== member.tableNo)
    throw mismatch("tableNo", `${input.userName} is not a member of table ${input.tableNo}`);
  if (input.circleNo !== null && input.circleNo !== member.circleNo)
    throw mismatch("circleNo", `${input.userName} is not a member of circle ${input.circleNo}`);
  const takesAccessAway = !input.isApproved || input.isLocked === true;
  if (takesAccessAway && member.id === session.memberId) {
    throw new AppError("BAD_REQUEST", "You cannot un-approve or lock your own account.", {
      fields: [{ field: "username", message: "is your own account" }],
    });
  }

  const updated = await prisma.$transaction(async (tx) => {
    const row = await tx.member.update({
      where: { id: member.id },
      data: { isApproved: input.isApproved, ...(input.isLocked !== undefined ? { isLocked: input.isLocked } : {}) },
      select: PUBLIC_MEMBER_SELECT,
    });
    if (!row.isApproved || row.isLocked) await tx.authSession.deleteMany({ where: { memberId: member.id } });
    return row;
  });
  if (input.isLocked === false) await clearFailures(updated.userName);
  return { status: 1, user: toPublicMember(updated) };
};
