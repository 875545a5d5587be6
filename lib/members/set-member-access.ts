// POST /api/auth/disablelock: an Admin approves or un-approves a member, and may lock or unlock
// them. Taking access away revokes the member's sessions at once. Un-approving a sign-up that was
// never approved refuses it: the account is closed (isActive false) and leaves the waiting list.
// Un-approving a member already un-approved (a double click, a client's retry) changes nothing.
// Approving a member approved before (un-approved since) restores their access: no sign-up.
// Approval, refusal and restored access are mailed to the member; every change is in the admin
// log (AdminChange), and a call that changes nothing writes neither. The decision is taken on the
// member's locked row.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { AppError } from "../http/errors";
import { absoluteUrl } from "../seo/site";
import { recordAdminChange } from "./admin-changes";
import { liftLoginBlock } from "./lift-login-block";
import { letter, queueMemberMail, unlockedMail } from "./member-mail";
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

type TAccessChange =
  | "signup.approve"
  | "signup.refuse"
  | "member.unapprove"
  | "member.reapprove"
  | "member.lock"
  | "member.unlock"
  | "member.access";

const accessAction = (
  before: { isApproved: boolean; isLocked: boolean; everApproved: boolean; isActive: boolean },
  input: { isApproved: boolean; isLocked?: boolean },
): TAccessChange => {
  if (input.isApproved && !before.isApproved) return before.everApproved ? "member.reapprove" : "signup.approve";
  // A sign-up refused already (closed) is not refused again: locking or unlocking it is just that.
  if (!input.isApproved && !before.isApproved && !before.everApproved && before.isActive) return "signup.refuse";
  if (!input.isApproved && before.isApproved) return "member.unapprove";
  if (input.isLocked !== undefined && input.isLocked !== before.isLocked) return input.isLocked ? "member.lock" : "member.unlock";
  return "member.access";
};

// Approving leaves a lock in place (unlocking is its own decision): no promise of a log-in then.
const LOCKED_LINE = "Your account is still locked, so you cannot log in yet. Please contact the secretariat to have it unlocked.";

const decisionMail = (
  action: TAccessChange,
  member: { userName: string; fullName: string },
  remark: string | null,
  stillLocked: boolean,
) => {
  if (action === "signup.approve")
    return {
      subject: "Your portal account has been approved",
      lines: letter(member.fullName, [
        `Your sign-up as "${member.userName}" has been approved by the secretariat.`,
        stillLocked ? LOCKED_LINE : `You can now log in at ${absoluteUrl("/login")}.`,
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
  if (action === "member.reapprove")
    return {
      subject: "Your portal access has been restored",
      lines: letter(member.fullName, [
        `Your access to the portal as "${member.userName}" has been restored by the secretariat.`,
        stillLocked ? LOCKED_LINE : `You can log in again at ${absoluteUrl("/login")}.`,
      ]),
    };
  return null;
};

/** `expect: "pending"` (the sign-up list) deciding a member who was approved once: no sign-up to decide. */
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

/**
 * A sign-up to a table de-chartered since it was made is not approved into it (a de-chartered table
 * takes no new member): 409 on tableNo, with what to do instead. Read without a lock: the member's
 * row is held already, and units are locked before members elsewhere (docs/decisions.md).
 */
const assertTableTakesMembers = async (tx: Prisma.TransactionClient, tableNo: number) => {
  const table = await tx.table.findUnique({ where: { tableNo }, select: { isDecharted: true } });
  if (!table?.isDecharted) return;
  const message = `Table ${tableNo} was de-chartered after this sign-up: move the member to an active table (Edit) before approving, or refuse the sign-up`;
  throw new AppError("CONFLICT", message, { fields: [{ field: "tableNo", message }] });
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
        everApproved: true,
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
    // Also a row approved by a path that did not set the flag: approved now is approved once.
    const everApproved = member.everApproved || member.isApproved;
    if (input.expect === "pending" && everApproved) throw notASignUp(member.userName);

    const action = accessAction({ ...member, everApproved }, input);
    if (action === "signup.approve" && member.tableNo !== null) await assertTableTakesMembers(tx, member.tableNo);
    const remark = input.remark ?? null;
    const before = { isApproved: member.isApproved, isLocked: member.isLocked, isActive: member.isActive };
    // A refused sign-up is closed; an approval opens the account (a sign-up refused before too), as
    // does restoring a member's access.
    const opens = action === "signup.approve" || action === "member.reapprove";
    const after = {
      isApproved: input.isApproved,
      isLocked: input.isLocked ?? member.isLocked,
      isActive: action === "signup.refuse" ? false : opens || member.isActive,
    };
    // An unlock lifts a block by failed log-ins, also when the account was not locked (the Admin's
    // way to lift it). So does a change that lets the member in: a sign-up who kept trying while
    // waiting is otherwise blocked for 15 minutes after the mail that says they can log in.
    const canLogIn = (state: typeof before) => state.isApproved && state.isActive && !state.isLocked;
    if (input.isLocked === false || (canLogIn(after) && !canLogIn(before)))
      await liftLoginBlock(tx, { actorId: session.memberId, memberId: member.id, userName: member.userName, remark });
    // A repeat (approving the approved, refusing the refused, un-approving the un-approved) changes
    // nothing: no log row, no mail.
    if (before.isApproved === after.isApproved && before.isLocked === after.isLocked && before.isActive === after.isActive) {
      return tx.member.findUniqueOrThrow({ where: { id: member.id }, select: PUBLIC_MEMBER_SELECT });
    }
    // Taking access away also bumps the version: a log-in checked before this commits and written
    // after it (the delete below cannot see that row) never works, not even once access is back.
    const revokes = !after.isApproved || after.isLocked;
    const row = await tx.member.update({
      where: { id: member.id },
      data: {
        ...after,
        everApproved: everApproved || after.isApproved,
        ...(revokes ? { sessionVersion: { increment: 1 } } : {}),
      },
      select: PUBLIC_MEMBER_SELECT,
    });
    if (revokes) await tx.authSession.deleteMany({ where: { memberId: member.id } });
    await recordAdminChange(tx, {
      actorId: session.memberId,
      action,
      targetKind: "member",
      targetId: member.id,
      before,
      after: { isApproved: row.isApproved, isLocked: row.isLocked, isActive: row.isActive },
      remark,
    });
    const mail =
      action === "member.unlock" ? unlockedMail({ ...member, ...after }) : decisionMail(action, member, remark, row.isLocked);
    if (mail) await queueMemberMail(tx, { to: member.officeEmail, ...mail });
    return row;
  }, WRITE_TRANSACTION);
  return { status: 1, user: toPublicMember(updated) };
};
