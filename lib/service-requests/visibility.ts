// Who sees which service requests, as Prisma `where` builders: rows a member may not see are never
// loaded. The one definition, also used by lib/storage/file-access.ts for the request files.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";

/** Roles that see and act on every request (SPEC.md section 6: Admin). */
export const SERVICE_DESK_ROLES: readonly TRole[] = ["Admin"];

type TActor = Pick<TSession, "memberId" | "roles">;

export const actsOnAllRequests = (session: TActor) => session.roles.some((role) => SERVICE_DESK_ROLES.includes(role));

/** Categories with a CategoryAdmin row for the member. */
export const administeredCategoriesWhere = (memberId: number): Prisma.ServiceCategoryWhereInput => ({
  admins: { some: { memberId } },
});

/** Requests in the categories the member administers (CategoryAdmin rows; the Admin role aside). */
export const inAdministeredCategoriesWhere = (memberId: number): Prisma.ServiceRequestWhereInput => ({
  category: administeredCategoriesWhere(memberId),
});

/** Requests a member sees as requester or as an admin of the request's category. */
export const requesterOrCategoryAdminWhere = (memberId: number): Prisma.ServiceRequestWhereInput => ({
  OR: [{ requesterId: memberId }, inAdministeredCategoriesWhere(memberId)],
});

/** Everything the member may read and reply to: all for Admin. */
export const visibleRequestsWhere = (session: TActor): Prisma.ServiceRequestWhereInput =>
  actsOnAllRequests(session) ? {} : requesterOrCategoryAdminWhere(session.memberId);

/**
 * The same scope as inAdministeredCategoriesWhere, from category ids read first: lists then use
 * the (categoryId, status, updatedAt, id) index instead of joining every request to its category.
 */
export const inCategoriesWhere = (categoryIds: readonly number[]): Prisma.ServiceRequestWhereInput => ({
  categoryId: { in: [...categoryIds] },
});

export const ownRequestsWhere = (session: TActor): Prisma.ServiceRequestWhereInput => ({ requesterId: session.memberId });
