// POST /api/auth/disablelock: an Admin approves or un-approves a member, and may lock or unlock
// them. Taking access away revokes the member's sessions at once. Un-approving a sign-up that was
// never approved refuses it: the account is closed (isActive false) and leaves the waiting list.
// Un-approving a member already un-approved (a double click, a client's retry) changes nothing.
// Approval and refusal are mailed to the member; every change is in the admin log (AdminChange),
// and a call that changes nothing writes neither. The decision is taken on the member's locked row.
import { clearFailures } from "../auth/login-throttle";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
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
  /** "pending": decide only a sign-up still waiting (neither approved nor refused), else 409. */
  expect?: "pending";
};

type TAccessChange = "signup.approve" | "signup.refuse" | "member.unapprove" | "member.lock" | "member.unlock" | "member.access";

const accessAction = (
  before: { isApproved: boolean; isLocked: boolean; everApproved: boolean },
  input: { isApproved: boolean; isLocked?: boolean },
): TAccessChange => {
  if (input.isApproved && !before.isApproved) return "signup.approve";
  if (!input.isApproved && !before.isApproved && !before.everApproved) return "signup.refuse";
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

/**
 * Whether a member not approved now was approved once. The admin log says so: an approved member
 * (a sign-up approved, an account createuser made, one of the data brought over) becomes
 * un-approved only through this call, which logs `member.unapprove`; a sign-up is approved only
 * through it too (`signup.approve`). The sign-up list's "pending" (not approved, not closed)
 * cannot tell an un-approved member from a sign-up waiting.
 */
const wasEverApproved = async (tx: Prisma.TransactionClient, memberId: number) =>
  (await tx.adminChange.count({
    where: { targetKind: "member", targetId: String(memberId), action: { in: ["signup.approve", "member.unapprove"] } },
  })) > 0;

/** `expect: "pending"` refusing a member who was approved once: no sign-up to refuse. */
const notASignUp = (userName: string) =>
  new AppError("CONFLICT", `${userName} is not a sign-up: the member was approved before and has been un-approved.`, {
    fields: [{ field: "username", message: "is not a sign-up waiting for approval" }],
  });

const mismatch = (field: string, message: string) =>
  new AppError("BAD_REQUEST", `${field}: ${message}`, { fields: [{ field, message }] });

/**
 * `expect: "pending"` (the sign-up list): 409 when the member no longer waits for approval,
 * approved or refused by another Admin since the list was loaded.
 */
const alreadyDecided = (member: { userName: string; isApproved: boolean }) => {
  const decided = member.isApproved ? "has been approved" : "was refused (the account is closed)";
  const message = `This sign-up was already decided: ${member.userName} ${decided}.`;
  return new AppError("CONFLICT", message, { fields: [{ field: "username", message: "is no longer waiting for approval" }] });
};

export const setMemberAccess = async (options: { session: TSession; input: TSetMemberAccessInput }) => {
  const { session, input } = options;
  const prisma = await getDb();
  const updated = await prisma.$transaction(async (tx) => {
    // Decided from the locked row: two Admins deciding at once take turns, the second sees the first's decision.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "Member" WHERE "userName" = ${input.userName} FOR NO KEY UPDATE`;
    if (!locked) throw memberNotFound();
    const member = await tx.member.findUniqueOrThrow({
      where: { id: locked.id },
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
    if (input.expect === "pending" && (member.isApproved || !member.isActive)) throw alreadyDecided(member);
    const everApproved = !input.isApproved && !member.isApproved && (await wasEverApproved(tx, member.id));
    if (input.expect === "pending" && everApproved) throw notASignUp(member.userName);

    const action = accessAction({ ...member, everApproved }, input);
    const remark = input.remark ?? null;
    const before = { isApproved: member.isApproved, isLocked: member.isLocked, isActive: member.isActive };
    const after = {
      isApproved: input.isApproved,
      isLocked: input.isLocked ?? member.isLocked,
      // A refused sign-up is closed; an approved one is open (also a sign-up refused before).
      isActive: action === "signup.refuse" ? false : action === "signup.approve" ? true : member.isActive,
    };
    // A repeat (approving the approved, refusing the refused, un-approving the un-approved) changes
    // nothing: no log row, no mail.
    if (before.isApproved === after.isApproved && before.isLocked === after.isLocked && before.isActive === after.isActive) {
      return tx.member.findUniqueOrThrow({ where: { id: member.id }, select: PUBLIC_MEMBER_SELECT });
    }
    const row = await tx.member.update({ where: { id: member.id }, data: after, select: PUBLIC_MEMBER_SELECT });
    if (!row.isApproved || row.isLocked) await tx.authSession.deleteMany({ where: { memberId: member.id } });
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action,
      targetKind: "member",
      targetId: member.id,
      before,
      after: { isApproved: row.isApproved, isLocked: row.isLocked, isActive: row.isActive },
      remark,
    });
    const mail = decisionMail(action, member, remark);
    if (mail) await queueMemberMail(tx, { to: member.officeEmail, ...mail });
    return row;
  }, WRITE_TRANSACTION);
  // Also when the account was not locked: the Admin's way to lift the log-in throttle.
  if (input.isLocked === false) await clearFailures(updated.userName);
  return { status: 1, user: toPublicMember(updated) };
};
