// Per-status request counts for the lists' tabs. Without a search they are read from
// ServiceRequestCount, which database triggers keep exact in the same transaction as every write
// to ServiceRequest (prisma/migrations/*_service_request_counts): a few rows, whatever the
// table's size. A search counts its matches instead (list-page-query.ts).
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { SERVICE_REQUEST_STATUSES } from "./status";

/**
 * Whose counters answer a list scope: one requester's, some categories', or every category's. The
 * same scope filters the paged list's rows (list-page-query.ts).
 */
export type TCountScope =
  { kind: "requester"; memberId: number } | { kind: "categories"; categoryIds: readonly number[] } | { kind: "allCategories" };

export type TStatusCounts = Record<string, number>;

export const emptyCounts = (): TStatusCounts => Object.fromEntries(SERVICE_REQUEST_STATUSES.map((status) => [String(status), 0]));

const counterWhere = (scope: TCountScope): Prisma.ServiceRequestCountWhereInput => {
  switch (scope.kind) {
    case "requester":
      return { scopeKind: "requester", scopeId: scope.memberId };
    case "categories":
      return { scopeKind: "category", scopeId: { in: [...scope.categoryIds] } };
    case "allCategories":
      return { scopeKind: "category" };
  }
};

/** Exact counts of every request in the scope, from the counters. */
export const readStatusCounts = async (scope: TCountScope): Promise<TStatusCounts> => {
  const counts = emptyCounts();
  if (scope.kind === "categories" && scope.categoryIds.length === 0) return counts;
  const prisma = await getDb();
  const groups = await prisma.serviceRequestCount.groupBy({ by: ["status"], where: counterWhere(scope), _sum: { count: true } });
  for (const group of groups) if (group._sum.count) counts[String(group.status)] = group._sum.count;
  return counts;
};

/** Total of a count scope (the legacy lists' X-Total-Count). */
export const totalOf = (counts: TStatusCounts) => Object.values(counts).reduce((sum, value) => sum + value, 0);
