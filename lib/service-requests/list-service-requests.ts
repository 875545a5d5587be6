// The request lists: legacy lists (with threads, the newest LEGACY_LIST_LIMIT) without paging
// parameters, and pages of list items with per-status counts for the tabs. Every list is built
// from a visibility scope.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { categoryNotFound, notCategoryAdmin } from "./errors";
import { managesCategory } from "./get-service-request";
import { DEFAULT_PAGE_SIZE, type TListQuery } from "./inputs";
import { countSearchByStatus, readPageRows } from "./list-page-query";
import { decodeCursor, encodeCursor, parseSearch } from "./paging";
import {
  REQUEST_ORDER,
  SERVICE_REQUEST_SELECT,
  toServiceRequest,
  toServiceRequestItem,
  type TServiceRequestReply,
} from "./shapes";
import { readStatusCounts, totalOf, type TCountScope } from "./status-counts";
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

type TResolvedScope = { where: Prisma.ServiceRequestWhereInput; counter: TCountScope };

const categoriesScope = (categoryIds: number[]): TResolvedScope => ({
  where: inCategoriesWhere(categoryIds),
  counter: { kind: "categories", categoryIds },
});

const ALL_REQUESTS: TResolvedScope = { where: {}, counter: { kind: "allCategories" } };

/** The scope's rows as a `where`, and the counters that hold its per-status counts. */
const resolveScope = async (session: TSession, scope: TListScope): Promise<TResolvedScope> => {
  switch (scope.kind) {
    case "own":
      return { where: ownRequestsWhere(session), counter: { kind: "requester", memberId: session.memberId } };
    case "administered":
      return categoriesScope(await administeredCategoryIds(session.memberId));
    case "manageable":
      return actsOnAllRequests(session) ? ALL_REQUESTS : categoriesScope(await administeredCategoryIds(session.memberId));
    case "all":
      if (!actsOnAllRequests(session)) throw new AppError("FORBIDDEN", "Your role does not allow this");
      return ALL_REQUESTS;
    case "category": {
      const prisma = await getDb();
      const category = await prisma.serviceCategory.findUnique({ where: { id: scope.categoryId }, select: { id: true } });
      if (!category) throw categoryNotFound();
      if (!(await managesCategory({ session, categoryId: category.id }))) throw notCategoryAdmin();
      return categoriesScope([category.id]);
    }
  }
};

/** Most requests a legacy (unpaged) list holds: the newest; the rest is reached by paging. */
export const LEGACY_LIST_LIMIT = 200;

export type TLegacyList = {
  serviceRequests: TServiceRequestReply[];
  /** Set when the list was cut at LEGACY_LIST_LIMIT: the scope's size and where paging goes on. */
  cut: { total: number; nextCursor: string } | null;
};

/**
 * The legacy reply: the newest LEGACY_LIST_LIMIT requests of the scope with their whole threads,
 * newest update first (the paged list's order, so the last one's cursor continues it).
 */
export const listServiceRequests = async (options: {
  session: TSession;
  scope: TListScope;
  limit?: number;
}): Promise<TLegacyList> => {
  const limit = options.limit ?? LEGACY_LIST_LIMIT;
  const { where, counter } = await resolveScope(options.session, options.scope);
  const prisma = await getDb();
  const rows = await prisma.serviceRequest.findMany({
    where,
    select: SERVICE_REQUEST_SELECT,
    orderBy: REQUEST_ORDER,
    take: limit + 1,
  });
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    serviceRequests: shown.map(toServiceRequest),
    cut: rows.length > limit && last ? { total: totalOf(await readStatusCounts(counter)), nextCursor: encodeCursor(last) } : null,
  };
};

export const listServiceRequestsPage = async (options: { session: TSession; scope: TListScope; query: TListQuery }) => {
  const { query } = options;
  const take = query.take ?? DEFAULT_PAGE_SIZE;
  const { counter } = await resolveScope(options.session, options.scope);
  const search = parseSearch(query.q);
  const [rows, counts] = await Promise.all([
    readPageRows(
      { scope: counter, search, status: query.status, cursor: query.cursor ? decodeCursor(query.cursor) : null },
      take + 1,
    ),
    // Counts are for the same view and search: a search counts its matches, the rest reads counters.
    search ? countSearchByStatus({ scope: counter, search }) : readStatusCounts(counter),
  ]);
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return {
    serviceRequests: page.map(toServiceRequestItem),
    nextCursor: rows.length > take && last ? encodeCursor(last) : null,
    counts,
  };
};
