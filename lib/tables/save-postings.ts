// savepostings (a table's office bearers; circle and area twins for Admin and NEX): postings of
// one unit and federation year added and removed in one transaction, each recorded in AdminChange.
//   - only the current federation year and the next one can be edited (history stays as it was);
//   - a posted member must be an active, approved, unlocked member of that unit (of a table or
//     circle of the area, for AC): POSTABLE_MEMBER;
//   - one chairman (TEX-C, CEX, AC) per unit and year; a table's chairman only by Admin or NEX,
//     since the chairman signs the table's grants (lib/projects/signatures.ts);
//   - a posted member gets the role itself too when they lack it (so that they reach its screens):
//     at once for this year; for next year on 1 July 00:00 IST, by a job queued in this transaction
//     (./posting-role-job.ts), since the rights pass on 1 July. Removing a posting leaves roles
//     alone (managed in manage/manageuserbyadmin), and deletes its role job if still queued.
// Lock order: the unit's row (FOR UPDATE), then each member posted (FOR SHARE), the order a move of
// a member between units keeps too (lib/members/unit-move.ts lockDestinationUnit); for an area's
// chairman then the member's table (FOR SHARE). No cycle: a move holds tables FOR SHARE only, and
// the writers holding a table FOR UPDATE wait for no member lock that FOR SHARE blocks.
import type { TSession } from "../auth/session";
import { toDbRole } from "../auth/roles";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { recordAdminChange } from "../members/admin-changes";
import { CHAIRMAN_ROLE, federationYearLabel, federationYearOf, federationYearStart } from "../members/postings";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { assertCanManageTable, assertNotDecharted, canPostChairman } from "./table-access";
import type { TPostingChanges } from "./table-inputs";
import { POSTING_SELECT, toOfficeBearer } from "./table-shapes";
import { lockPostedMember, postableMembersWhere, type TUnitKind } from "./postable-members";
import { cancelPostingRole, enqueuePostingRole } from "./posting-role-job";
import { lockUnit } from "./unit-locks";

type TTx = Prisma.TransactionClient;

const UNIT_WORD: Record<TUnitKind, string> = { TABLE: "table", CIRCLE: "circle", AREA: "area" };

/** Locks the unit's row FOR UPDATE (one writer of its postings at a time) and returns who may be posted there. */
const lockUnitForPostings = async (tx: TTx, unitKind: TUnitKind, unitNo: number): Promise<Prisma.MemberWhereInput> => {
  const unit = await lockUnit(tx, unitKind, unitNo, "UPDATE");
  if (!unit) throw new AppError("NOT_FOUND", `There is no ${UNIT_WORD[unitKind]} ${unitNo}`);
  if (unitKind === "TABLE") assertNotDecharted({ tableNo: unitNo, ...unit });
  return postableMembersWhere(unitKind, unitNo);
};

export const listUnitPostings = async (tx: TTx, unitKind: TUnitKind, unitNo: number, year: number) =>
  (
    await tx.posting.findMany({
      where: { unitKind, unitNo, year },
      select: POSTING_SELECT,
      orderBy: [{ role: "asc" }, { member: { fullName: "asc" } }, { id: "asc" }],
    })
  ).map(toOfficeBearer);

export const savePostings = async (
  session: TSession,
  unitKind: TUnitKind,
  unitNo: number,
  changes: TPostingChanges,
  at: Date = new Date(),
) => {
  if (unitKind === "TABLE") assertCanManageTable(session, unitNo);
  const current = federationYearOf(at);
  if (changes.year !== current && changes.year !== current + 1)
    throw fieldError(
      "BAD_REQUEST",
      "year",
      `only this year's (${federationYearLabel(current)}) or next year's (${federationYearLabel(current + 1)}) office bearers can be changed`,
    );
  if (changes.add.length === 0 && changes.remove.length === 0) throw fieldError("BAD_REQUEST", "add", "nothing to change");
  const chairmanRole = CHAIRMAN_ROLE[unitKind];
  const mayPostChairman = unitKind !== "TABLE" || canPostChairman(session);
  const word = UNIT_WORD[unitKind];
  const prisma = await getDb();
  const officeBearers = await prisma.$transaction(async (tx) => {
    const eligible = await lockUnitForPostings(tx, unitKind, unitNo);
    const where = { unitKind, unitNo, year: changes.year };
    const removing = await tx.posting.findMany({
      where: { ...where, id: { in: changes.remove } },
      select: { id: true, memberId: true, role: true },
    });
    if (removing.length !== new Set(changes.remove).size)
      throw fieldError("BAD_REQUEST", "remove", `not a posting of this ${word} for ${federationYearLabel(changes.year)}`);
    if (!mayPostChairman && removing.some((posting) => posting.role === chairmanRole))
      throw fieldError("FORBIDDEN", "remove", "only the secretariat changes the chairman's posting");
    for (const posting of removing) {
      await tx.posting.delete({ where: { id: posting.id } });
      await cancelPostingRole(tx, posting.id);
      await recordAdminChange(tx, {
        actorId: session.memberId,
        action: "posting.remove",
        targetKind: "posting",
        targetId: posting.id,
        before: { memberId: posting.memberId, unitKind, unitNo, role: posting.role, year: changes.year },
        after: null,
      });
    }
    for (const [index, entry] of changes.add.entries()) {
      const role = toDbRole(entry.role);
      const field = `add.${index}`;
      if (role === chairmanRole && !mayPostChairman)
        throw fieldError("FORBIDDEN", `${field}.role`, "only the secretariat changes the chairman's posting");
      await lockPostedMember(tx, entry.memberId, unitKind);
      const member = await tx.member.findFirst({
        where: { AND: [{ id: entry.memberId }, eligible] },
        select: { id: true, fullName: true, roles: { where: { role }, select: { role: true } } },
      });
      if (!member)
        throw fieldError("BAD_REQUEST", `${field}.memberId`, `not an active, approved and unlocked member of this ${word}`);
      if (await tx.posting.findFirst({ where: { ...where, memberId: member.id, role }, select: { id: true } }))
        throw fieldError(
          "CONFLICT",
          field,
          `${member.fullName} already holds ${entry.role} for ${federationYearLabel(changes.year)}`,
        );
      if (role === chairmanRole && (await tx.posting.count({ where: { ...where, role } })) > 0)
        throw fieldError(
          "CONFLICT",
          field,
          `this ${word} already has a chairman for ${federationYearLabel(changes.year)}: remove that posting first`,
        );
      // Next year's office bearer gets the role when that year starts, not now.
      const lacksRole = member.roles.length === 0;
      const grantedRole = lacksRole && changes.year === current;
      if (grantedRole) await tx.memberRole.create({ data: { memberId: member.id, role } });
      const posting = await tx.posting.create({
        data: { memberId: member.id, unitKind, unitNo, role, year: changes.year },
        select: { id: true },
      });
      const grantsRoleAt = lacksRole && !grantedRole ? federationYearStart(changes.year) : undefined;
      if (grantsRoleAt) await enqueuePostingRole(tx, posting.id, changes.year, session.memberId);
      await recordAdminChange(tx, {
        actorId: session.memberId,
        action: "posting.add",
        targetKind: "posting",
        targetId: posting.id,
        before: null,
        after: { memberId: member.id, unitKind, unitNo, role: entry.role, year: changes.year, grantedRole, grantsRoleAt },
      });
    }
    return listUnitPostings(tx, unitKind, unitNo, changes.year);
  }, WRITE_TRANSACTION);
  return { stat: 1, year: changes.year, yearLabel: federationYearLabel(changes.year), officeBearers };
};
