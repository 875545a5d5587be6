// The request lists: legacy full lists (with threads) without paging parameters, and pages of
// list items with per-status counts for the tabs. Every list is built from a visibility scope.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { categoryNotFound, notCategoryAdmin } from "./errors";
import { managesCategory } from "./get-service-request";
import { DEFAULT_PAGE_SIZE, type TListQuery } from "./inputs";
import { afterCursorWhere, encodeCursor, searchWhere } from "./paging";
import {
  REQUEST_ORDER,
  SERVICE_REQUEST_ITEM_SELECT,
  SERVICE_REQUEST_SELECT,
  toServiceRequest,
  toServiceRequestItem,
} from "./shapes";
import { SERVICE_REQUEST_STATUSES } from "./status";
import { actsOnAllRequests, administeredCategoriesWhere, inCategoriesWhere, ownRequestsWhere } from "./visibility";

/**
 * own: the caller's requests; administered: in categories with the caller's CategoryAdmin row;
 * manageable: administered, or all for Admin; all: Admin only; category: one category, for its
 * admins and Admin.
 */
export type TListScope =
  | { kind: "own" }
  | { kind: "administered" }
  | { kind: "manageable" }
  | { kind: "all" }
  | { kind: "category"; categoryId: number };

const administeredCategoryIds = async (memberId: number) => {
  const prisma = await getDb();
  const rows = await prisma.serviceCategory.findMany({ where: administeredCategoriesWhere(memberId), select: { id: true } });
  return rows.map((row) => row.id);
};

const scopeWhere = async (session: TSession, scope: TListScope): Promise<Prisma.ServiceRequestWhereInput> => {
  switch (scope.kind) {
    case "own":
      return ownRequestsWhere(session);
    case "administered":
      return inCategoriesWhere(await administeredCategoryIds(session.memberId));
    case "manageable":
      return actsOnAllRequests(session) ? {} : inCategoriesWhere(await administeredCategoryIds(session.memberId));
    case "all":
      if (!actsOnAllRequests(session)) throw new AppError("FORBIDDEN", "Your role does not allow this");
      return {};
    case "category": {
      const prisma = await getDb();
      const category = await prisma.serviceCategory.findUnique({ where: { id: scope.categoryId }, select: { id: true } });
      if (!category) throw categoryNotFound();
      if (!(await managesCategory({ session, categoryId: category.id }))) throw notCategoryAdmin();
      return { categoryId: category.id };
    }
  }
};

/** The legacy reply: every request of the scope with its whole thread, newest update first. */
export const listServiceRequests = async (options: { session: TSession; scope: TListScope }) => {
  const where = await scopeWhere(options.session, options.scope);
  const prisma = await getDb();
  const rows = await prisma.serviceRequest.findMany({ where, select: SERVICE_REQUEST_SELECT, orderBy: REQUEST_ORDER });
  return rows.map(toServiceRequest);
};

export const listServiceRequestsPage = async (options: { session: TSession; scope: TListScope; query: TListQuery }) => {
  const { query } = options;
  const take = query.take ?? DEFAULT_PAGE_SIZE;
  const scoped = { AND: [await scopeWhere(options.session, options.scope), searchWhere(query.q)] };
  const prisma = await getDb();
  const [rows, groups] = await Promise.all([
    prisma.serviceRequest.findMany({
      where: { AND: [scoped, query.status === undefined ? {} : { status: query.status }, afterCursorWhere(query.cursor)] },
      select: SERVICE_REQUEST_ITEM_SELECT,
      orderBy: REQUEST_ORDER,
      take: take + 1,
    }),
    prisma.serviceRequest.groupBy({ by: ["status"], where: scoped, _count: { _all: true } }),
  ]);
  const page = rows.slice(0, take);
  const last = page.at(-1);
  const counts = Object.fromEntries(SERVICE_REQUEST_STATUSES.map((status) => [String(status), 0]));
  for (const group of groups) counts[String(group.status)] = group._count._all;
  return {
    serviceRequests: page.map(toServiceRequestItem),
    nextCursor: rows.length > take && last ? encodeCursor(last) : null,
    counts,
  };
};
