// POST /api/auth/updatememberbyadmin: the secretariat edits a member's details, table or circle,
// roles, and locks or unlocks the account. One transaction with its admin-log entry (the changed
// fields before and after). A move is refused while the member holds postings of the unit they
// would leave (./unit-move.ts). Locking ends the member's sessions; an Admin cannot lock themselves
// or take away their own Admin role, and a category admin keeps a role that opens the helpdesk.
// A changed e-mail address retires the reset links already mailed to the old one, and is told to it.
// `isLocked: false` also lifts a block by failed log-ins (the member list's "Lift log-in block"),
// locked or not, as disablelock's unlock does; a block it lifts is logged as member.login-unblock.
import { z } from "zod";
import { ROLES, toDbRole, type TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { fieldError } from "../http/errors";
import { assertAdminKeepsHelpdesk } from "../service-requests/category-admins";
import { changedFields, recordAdminChange } from "./admin-changes";
import { ADMIN_MEMBER_SELECT, adminSnapshot, toAdminMember, withLoginBlocks } from "./admin-member-shapes";
import { ZOptionalFlag, ZOptionalText, ZUnitNo, zBody } from "./member-fields";
import { memberNotFound } from "./member-errors";
import { queueMemberMail, tellReplacedAddress, unlockedMail } from "./member-mail";
import { ZMemberId } from "./admin-inputs";
import { assertUnitChoice } from "./member-units";
import { emailChanged, retireResetLinks } from "./password-reset-tokens";
import { liftLoginBlock } from "./lift-login-block";
import { ONE_OFFICE_EMAIL, OWN_DETAILS_SHAPE, oneOfficeEmail, ownDetailsData } from "./profile-fields";
import { assertNoPostingsLeftBehind, lockDestinationUnit } from "./unit-move";

/** The own-details fields (same rules as updatemember) and the secretariat's fields. */
export const ZAdminMemberUpdate = zBody({
  ...OWN_DETAILS_SHAPE,
  memberId: ZMemberId,
  tableNo: ZUnitNo.optional(),
  circleNo: ZUnitNo.optional(),
  roles: z
    .array(z.enum(ROLES, { error: `must be one of: ${ROLES.join(", ")}` }), { error: "must be a list of roles" })
    .min(1, "give at least one role")
    .max(ROLES.length)
    .optional(),
  isLocked: ZOptionalFlag,
  remark: ZOptionalText(500).optional(),
}).refine(oneOfficeEmail, ONE_OFFICE_EMAIL);

export type TAdminMemberUpdate = z.infer<typeof ZAdminMemberUpdate>;

export const updateMemberByAdmin = async (options: { session: TSession; input: TAdminMemberUpdate }) => {
  const { session, input } = options;
  const prisma = await getDb();
  const roles: TRole[] | undefined = input.roles ? [...new Set(input.roles)].sort() : undefined;
  const updated = await prisma.$transaction(async (tx) => {
    // The table or circle the member would join before the member's row: units before members, the
    // order savepostings keeps (./unit-move.ts lockDestinationUnit), so the two never deadlock.
    await lockDestinationUnit(tx, input);
    // Then the member's row (the lock the move and helpdesk checks and the update itself take):
    // two saves of one member take turns, each deciding and logging from the row as it is now.
    // Else the second's roles delete waits, removes nothing, and its insert hits the primary key.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "Member" WHERE "id" = ${input.memberId} FOR NO KEY UPDATE`;
    if (!locked) throw memberNotFound();
    const before = toAdminMember(
      await tx.member.findUniqueOrThrow({ where: { id: input.memberId }, select: ADMIN_MEMBER_SELECT }),
    );

    const unit = {
      tableNo: input.tableNo !== undefined ? input.tableNo : before.tableNo,
      circleNo: input.circleNo !== undefined ? input.circleNo : before.circleNo,
    };
    // Moving to a table leaves the circle (and the other way round) unless both are given.
    if (input.tableNo && input.circleNo === undefined) unit.circleNo = null;
    if (input.circleNo && input.tableNo === undefined) unit.tableNo = null;
    if (input.tableNo !== undefined || input.circleNo !== undefined)
      await assertUnitChoice(unit, "atMostOne", tx, before.tableNo);
    // A row from before the portal may name both (Member_one_unit is NOT VALID): any save of it
    // must choose one, which the database would otherwise refuse without saying which.
    else if (unit.tableNo !== null && unit.circleNo !== null)
      throw fieldError(
        "CONFLICT",
        "circleNo",
        `this member is in table ${unit.tableNo} and circle ${unit.circleNo}: choose one (a member belongs to one table or one circle, not both)`,
      );

    const self = input.memberId === session.memberId;
    if (self && input.isLocked === true) throw fieldError("BAD_REQUEST", "isLocked", "you cannot lock your own account");
    if (self && roles && before.roles.includes("Admin") && !roles.includes("Admin"))
      throw fieldError("BAD_REQUEST", "roles", "you cannot take the Admin role from your own account");

    const moving = unit.tableNo !== before.tableNo || unit.circleNo !== before.circleNo;
    if (moving)
      await assertNoPostingsLeftBehind(tx, {
        memberId: input.memberId,
        unit,
        field: input.tableNo !== undefined ? "tableNo" : "circleNo",
      });
    if (roles) {
      await assertAdminKeepsHelpdesk(tx, before, roles);
      await tx.memberRole.deleteMany({ where: { memberId: input.memberId } });
      await tx.memberRole.createMany({ data: roles.map((role) => ({ memberId: input.memberId, role: toDbRole(role) })) });
    }
    const details = ownDetailsData(input);
    const row = await tx.member.update({
      where: { id: input.memberId },
      data: {
        ...details,
        ...unit,
        ...(input.isLocked !== undefined ? { isLocked: input.isLocked } : {}),
        // As setMemberAccess: a lock also ends a log-in checked before it and written after it.
        ...(input.isLocked === true && !before.isLocked ? { sessionVersion: { increment: 1 } } : {}),
      },
      select: ADMIN_MEMBER_SELECT,
    });
    if (row.isLocked) await tx.authSession.deleteMany({ where: { memberId: input.memberId } });
    const after = toAdminMember(row);
    if (emailChanged(before.officeEmail, after.officeEmail)) await retireResetLinks(tx, input.memberId);
    // The address as saved, under either key (`email` or `officeEmail`), as updateOwnDetails does.
    await tellReplacedAddress(tx, before, details.officeEmail === undefined ? undefined : after.officeEmail, "secretariat");
    const changes = changedFields(adminSnapshot(before), adminSnapshot(after));
    if (Object.keys(changes.after).length > 0) {
      const lockOnly = Object.keys(changes.after).join() === "isLocked";
      await recordAdminChange(tx, {
        actorId: session.memberId,
        action: lockOnly ? (after.isLocked ? "member.lock" : "member.unlock") : "member.update",
        targetKind: "member",
        targetId: input.memberId,
        ...changes,
        remark: input.remark ?? null,
      });
    }
    const unlocked = before.isLocked && !after.isLocked ? unlockedMail(after) : null;
    if (unlocked) await queueMemberMail(tx, { to: after.officeEmail, ...unlocked });
    if (input.isLocked === false)
      await liftLoginBlock(tx, {
        actorId: session.memberId,
        memberId: after.memberId,
        userName: after.userName,
        remark: input.remark ?? null,
      });
    return after;
  }, WRITE_TRANSACTION);
  const [user] = await withLoginBlocks([updated]);
  return { status: 1, user };
};
