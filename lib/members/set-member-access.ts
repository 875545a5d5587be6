// POST /api/auth/disablelock: an Admin approves or un-approves a member, and may lock or unlock
// them. Taking access away revokes the member's sessions at once. Un-approving a sign-up that was
// never approved refuses it: the account is closed (isActive false) and leaves the waiting list.
// Approval and refusal are mailed to the member; every change is in the admin log (AdminChange).
import { clearFailures } from "../auth/login-throttle";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { absoluteUrl } from "../seo/site";
import { recordAdminChange } from "./admin-changes";
import { letter, queueMemberMail } from "./member-mail";
import { memberNotFound } from "./member-errors";
import { PUBLIC_MEMBER_SELECT, toPublicMember } from "./member-shapes";

export type TSetMemberAccessInput = {
  userName: string;
  /** When given, must be the member's own: guards against approving the wrong person. */
  tableNo: number | null;
  circleNo: number | null;
  isApproved: boolean;
  isLocked?: boolean;
  /** Why (a refusal's reason is mailed to the member); kept in the admin log. */
  remark?: string | null;
};

type TAccessChange = "signup.approve" | "signup.refuse" | "member.unapprove" | "member.lock" | "member.unlock" | "member.access";

const accessAction = (
  before: { isApproved: boolean; isLocked: boolean },
  input: { isApproved: boolean; isLocked?: boolean },
): TAccessChange => {
  if (input.isApproved && !before.isApproved) return "signup.approve";
  if (!input.isApproved && !before.isApproved) return "signup.refuse";
  if (!input.isApproved && before.isApproved) return "member.unapprove";
  if (input.isLocked !== undefined && input.isLocked !== before.isLocked) return input.isLocked ? "member.lock" : "member.unlock";
  return "member.access";
};

const decisionMail = (action: TAccessChange, member: { userName: string; fullName: string }, remark: string | null) => {
  if (action === "signup.approve")
    return {
      subject: "Your portal account has been approved",
      lines: letter(member.fullName, [
        `Your sign-up as "${member.userName}" has been approved by the secretariat.`,
        `You can now log in at ${absoluteUrl("/login")}.`,
      ]),
    };
  if (action === "signup.refuse")
    return {
      subject: "Your portal sign-up was not approved",
      lines: letter(member.fullName, [
        `Your sign-up as "${member.userName}" was not approved by the secretariat.`,
        ...(remark ? ["", `Reason: ${remark}`] : []),
        "",
        "If you think this is a mistake, please contact the secretariat.",
      ]),
    };
  return null;
};

const mismatch = (field: string, message: string) =>
  new AppError("BAD_REQUEST", `${field}: ${message}`, { fields: [{ field, message }] });

export const setMemberAccess = async (options: { session: TSession; input: TSetMemberAccessInput }) => {
  const { session, input } = options;
  const prisma = await getDb();
  const member = await prisma.member.findUnique({
    where: { userName: input.userName },
    select: {
      id: true,
      userName: true,
      fullName: true,
      officeEmail: true,
      tableNo: true,
      circleNo: true,
      isApproved: true,
      isLocked: true,
      isActive: true,
    },
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

  const action = accessAction(member, input);
  const remark = input.remark ?? null;
  // A refused sign-up is closed; an approved one is open (also a sign-up refused before).
  const isActive = action === "signup.refuse" ? false : action === "signup.approve" ? true : member.isActive;
  const updated = await prisma.$transaction(async (tx) => {
    const row = await tx.member.update({
      where: { id: member.id },
      data: { isApproved: input.isApproved, isActive, ...(input.isLocked !== undefined ? { isLocked: input.isLocked } : {}) },
      select: PUBLIC_MEMBER_SELECT,
    });
    if (!row.isApproved || row.isLocked) await tx.authSession.deleteMany({ where: { memberId: member.id } });
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action,
      targetKind: "member",
      targetId: member.id,
      before: { isApproved: member.isApproved, isLocked: member.isLocked, isActive: member.isActive },
      after: { isApproved: row.isApproved, isLocked: row.isLocked, isActive: row.isActive },
      remark,
    });
    const mail = decisionMail(action, member, remark);
    if (mail) await queueMemberMail(tx, { to: member.officeEmail, ...mail });
    return row;
  });
  if (input.isLocked === false) await clearFailures(updated.userName);
  return { status: 1, user: toPublicMember(updated) };
};
