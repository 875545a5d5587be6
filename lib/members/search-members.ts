// GET /api/auth/searchmembers: the secretariat's member search (manage/manageuserbyadmin) by name
// or user name, table, circle, area, role and state, a page at a time with the total; also how many
// members name both a table and a circle (rows from before Member_one_unit, which cannot be saved
// until the secretariat chooses one unit), and a filter for them.
import { toDbRole, type TRole } from "../auth/roles";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ADMIN_MEMBER_SELECT, toAdminMember, withLoginBlocks } from "./admin-member-shapes";
import { SIGN_UP_WAITING } from "./admin-queue-counts";
import { escapeLike } from "./like-pattern";

export const MEMBER_STATES = ["all", "pending", "unapproved", "approved", "locked", "closed"] as const;
export type TMemberState = (typeof MEMBER_STATES)[number];

export type TMemberSearch = {
  q?: string;
  tableNo?: number;
  circleNo?: number;
  areaNo?: number;
  role?: TRole;
  state?: TMemberState;
  /** Only members whose row names both a table and a circle. */
  bothUnits?: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows to skip; when given, instead of the page's. */
  offset?: number;
};

const STATE_WHERE: Record<TMemberState, Prisma.MemberWhereInput> = {
  all: {},
  pending: SIGN_UP_WAITING,
  // Approved once, then un-approved by an Admin: no sign-up, but without access.
  unapproved: { isApproved: false, isActive: true, everApproved: true },
  approved: { isApproved: true, isActive: true, isLocked: false },
  locked: { isLocked: true },
  closed: { isActive: false },
};

/** A row from before the portal that names a table and a circle (Member_one_unit is NOT VALID). */
export const BOTH_UNITS_WHERE = { tableNo: { not: null }, circleNo: { not: null } } satisfies Prisma.MemberWhereInput;

export const buildAdminMemberWhere = (search: Omit<TMemberSearch, "page" | "pageSize" | "offset">): Prisma.MemberWhereInput => {
  const and: Prisma.MemberWhereInput[] = [STATE_WHERE[search.state ?? "all"]];
  const q = search.q?.trim();
  if (q) {
    const contains = { contains: escapeLike(q), mode: "insensitive" } as const;
    and.push({ OR: [{ fullName: contains }, { userName: contains }, { officeEmail: contains }] });
  }
  if (search.tableNo !== undefined) and.push({ tableNo: search.tableNo });
  if (search.circleNo !== undefined) and.push({ circleNo: search.circleNo });
  if (search.areaNo !== undefined)
    and.push({ OR: [{ table: { area: { areaNo: search.areaNo } } }, { circle: { area: { areaNo: search.areaNo } } }] });
  if (search.role) and.push({ roles: { some: { role: toDbRole(search.role) } } });
  if (search.bothUnits) and.push(BOTH_UNITS_WHERE);
  return { AND: and };
};

export const searchMembers = async (search: TMemberSearch) => {
  const prisma = await getDb();
  const where = buildAdminMemberWhere(search);
  const [total, bothUnitsTotal, rows] = await Promise.all([
    prisma.member.count({ where }),
    // Whatever the search: the list's notice offers to show them.
    prisma.member.count({ where: BOTH_UNITS_WHERE }),
    prisma.member.findMany({
      where,
      select: ADMIN_MEMBER_SELECT,
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
      skip: search.offset ?? (search.page - 1) * search.pageSize,
      take: search.pageSize,
    }),
  ]);
  return {
    members: await withLoginBlocks(rows.map(toAdminMember)),
    total,
    page: search.page,
    pageSize: search.pageSize,
    bothUnitsTotal,
  };
};
