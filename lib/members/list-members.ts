// GET /api/auth/getalluser: the legacy full list, or a filtered page for member pickers and the
// approval list. Both sorted by full name (then id, so that pages never overlap).
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { SIGN_UP_WAITING } from "./admin-queue-counts";
import { escapeLike } from "./like-pattern";
import { PUBLIC_MEMBER_SELECT, toMemberListItem } from "./member-shapes";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type TMemberListFilter = { q?: string; approved?: boolean; take?: number; cursor?: number };

const ORDER = [{ fullName: "asc" }, { id: "asc" }] as const satisfies Prisma.MemberOrderByWithRelationInput[];

/** Name, user name or table/circle name contains `q`; a number also matches that table or circle. */
export const buildMemberSearchWhere = (filter: TMemberListFilter): Prisma.MemberWhereInput => {
  const where: Prisma.MemberWhereInput = {};
  // `approved=false` is the legacy approval list: the sign-ups waiting, as on /manage. Members an
  // Admin un-approved and refused (closed) sign-ups are searchmembers' `unapproved` and `closed`.
  if (filter.approved === true) where.isApproved = true;
  if (filter.approved === false) Object.assign(where, SIGN_UP_WAITING);
  const q = filter.q?.trim();
  if (q) {
    const contains = { contains: escapeLike(q), mode: "insensitive" } as const;
    const or: Prisma.MemberWhereInput[] = [
      { fullName: contains },
      { userName: contains },
      { table: { name: contains } },
      { circle: { name: contains } },
    ];
    if (/^\d{1,9}$/.test(q)) or.push({ tableNo: Number(q) }, { circleNo: Number(q) });
    where.OR = or;
  }
  return where;
};

export const listAllMembers = async () => {
  const prisma = await getDb();
  const members = await prisma.member.findMany({ select: PUBLIC_MEMBER_SELECT, orderBy: ORDER });
  return members.map(toMemberListItem);
};

export const listMembersPage = async (options: { filter: TMemberListFilter }) => {
  const { filter } = options;
  const take = filter.take ?? DEFAULT_PAGE_SIZE;
  const prisma = await getDb();
  const rows = await prisma.member.findMany({
    where: buildMemberSearchWhere(filter),
    select: PUBLIC_MEMBER_SELECT,
    orderBy: ORDER,
    take: take + 1,
    ...(filter.cursor !== undefined ? { cursor: { id: filter.cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, take);
  return { users: page.map(toMemberListItem), nextCursor: rows.length > take ? page[page.length - 1]!.id : null };
};
