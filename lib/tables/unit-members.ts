// getappuserusingtableorcircleno/{no} and …andstring/{no}/{text}: a table's or circle's members.
// A bare number may name both a table and a circle (table 1 and circle 1): the reply then holds
// the members of each that the caller may list; "RT12" / "LC3" names one. Who may list which
// unit: lib/tables/table-access.ts memberListScope. Rows of other units are never loaded.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { PUBLIC_MEMBER_SELECT, toMemberListItem } from "../members/member-shapes";
import { memberListScope } from "./table-access";

export type TUnitRef = { kind: "table" | "circle" | "either"; no: number };

export const listUnitMembers = async (session: TSession, ref: TUnitRef, text?: string) => {
  const prisma = await getDb();
  const [table, circle] = await Promise.all([
    ref.kind === "circle" ? null : prisma.table.findUnique({ where: { tableNo: ref.no }, select: { id: true } }),
    ref.kind === "table" ? null : prisma.circle.findUnique({ where: { circleNo: ref.no }, select: { id: true } }),
  ]);
  if (!table && !circle) {
    const what = ref.kind === "either" ? "table or circle" : ref.kind;
    throw new AppError("NOT_FOUND", `There is no ${what} ${ref.no}`);
  }
  const scope = memberListScope(session);
  const units: Prisma.MemberWhereInput[] = [];
  if (table && (scope === "all" || scope?.tableNo === ref.no)) units.push({ tableNo: ref.no });
  if (circle && (scope === "all" || scope?.circleNo === ref.no)) units.push({ circleNo: ref.no });
  if (units.length === 0) throw new AppError("FORBIDDEN", "You may list only the members of your own table or circle");
  const q = text?.trim();
  const where: Prisma.MemberWhereInput = { OR: units };
  if (q) {
    const contains = { contains: escapeLike(q), mode: "insensitive" } as const;
    where.AND = [{ OR: [{ fullName: contains }, { userName: contains }] }];
  }
  const members = await prisma.member.findMany({
    where,
    select: PUBLIC_MEMBER_SELECT,
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
  });
  return members.map(toMemberListItem);
};
