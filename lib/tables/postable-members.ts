// Who may be posted in a unit: savepostings checks it when a posting is added, and the job that
// gives a posting recorded in advance its role on 1 July checks who holds it (./posting-role-job.ts).
import type { Prisma } from "../db/generated/client";
import { CHAIRING_MEMBER, POSTABLE_MEMBER } from "../members/postings";

export type TUnitKind = "TABLE" | "CIRCLE" | "AREA";

const unitMembersWhere = (unitKind: TUnitKind, unitNo: number): Prisma.MemberWhereInput => {
  if (unitKind === "TABLE") return { tableNo: unitNo };
  if (unitKind === "CIRCLE") return { circleNo: unitNo };
  // A de-chartered table's members stay members, but its records are closed: none chairs an area.
  return { OR: [{ table: { area: { areaNo: unitNo }, isDecharted: false } }, { circle: { area: { areaNo: unitNo } } }] };
};

/**
 * Who may be posted in a unit: the check of savepostings, and the candidates it is offered (the
 * table page's picker, getareapostings and getcirclepostings), so a screen offers exactly whom the
 * save accepts.
 */
export const postableMembersWhere = (unitKind: TUnitKind, unitNo: number): Prisma.MemberWhereInput => ({
  AND: [POSTABLE_MEMBER, unitMembersWhere(unitKind, unitNo)],
});

/**
 * Who holds a posting of the unit: an active, approved member of it, locked or not (a lock shuts
 * the log-in and leaves the member's offices as they are). The job that gives a posting recorded
 * in advance its role on 1 July checks this, so a member locked meanwhile still gets the role and
 * has it when the secretariat unlocks the account.
 */
export const postedMembersWhere = (unitKind: TUnitKind, unitNo: number): Prisma.MemberWhereInput => ({
  AND: [CHAIRING_MEMBER, unitMembersWhere(unitKind, unitNo)],
});

/**
 * The locks a posting's member is read under, by savepostings and by the 1 July role job: the
 * member's row lock that updatememberbyadmin takes before a move (lib/members/unit-move.ts), so a
 * member is never posted in a unit they are leaving meanwhile; and for an area, the member's table
 * under the lock a de-charter takes too (FOR UPDATE), so an area's chairman comes from none of its
 * de-chartered tables, one under way waited for and seen.
 */
export const lockPostedMember = async (tx: Prisma.TransactionClient, memberId: number, unitKind: TUnitKind) => {
  await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${memberId} FOR SHARE`;
  if (unitKind === "AREA")
    await tx.$queryRaw`
      SELECT t."id" FROM "Table" t JOIN "Member" m ON m."tableNo" = t."tableNo"
      WHERE m."id" = ${memberId} FOR SHARE OF t`;
};
