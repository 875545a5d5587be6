// The paged helpdesk list in SQL through Prisma's $queryRaw: its rows, and the per-status counts
// of a search. It is the portal's busiest read (issue 9 holds its p95 to 3x the raw SQL). Prisma's
// own rendering of SERVICE_REQUEST_ITEM_SELECT (nested JSON per row, parsed and re-nested) cost
// about 0.85 ms of CPU per page against 0.3 ms for the same rows as flat columns, and most of the
// list's allocations. The rows come back in the SERVICE_REQUEST_ITEM_SELECT shape, so the one
// serializer (toServiceRequestItem) still answers; tests/service-requests/list-page-query.test.ts
// compares them with Prisma's findMany on every scope, status, search and cursor, on both databases.
// Scopes are those of the counters (TCountScope): a requester, some categories, or every request.
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import type { TListSearch, TCursor } from "./paging";
import type { TRequestItemRow } from "./shapes";
import { emptyCounts, type TCountScope, type TStatusCounts } from "./status-counts";

export type TPageFilter = {
  scope: TCountScope;
  status?: number | undefined;
  search: TListSearch | null;
  cursor?: TCursor | null;
};

const scopeSql = (scope: TCountScope) => {
  switch (scope.kind) {
    case "requester":
      return Prisma.sql`r."requesterId" = ${scope.memberId}`;
    case "categories":
      return scope.categoryIds.length ? Prisma.sql`r."categoryId" IN (${Prisma.join(scope.categoryIds)})` : Prisma.sql`FALSE`;
    case "allCategories":
      return Prisma.sql`TRUE`;
  }
};

/** As Prisma's case-insensitive `contains` (ILIKE, the pattern's wildcards already escaped). */
const searchSql = (search: TListSearch | null) => {
  if (!search) return Prisma.sql`TRUE`;
  if ("ticketNumber" in search) return Prisma.sql`r."ticketNumber" = ${search.ticketNumber}`;
  const pattern = `%${search.contains}%`;
  return Prisma.sql`(r."title" ILIKE ${pattern} OR r."ticketNumber" ILIKE ${pattern})`;
};

/**
 * Rows after the cursor in (updatedAt desc, id desc). The plain `<=` bound lets the index range
 * start at the cursor. Timestamps are stored without a zone, in UTC: the ISO text's "Z" is
 * ignored by the cast, as it should be.
 */
const cursorSql = (cursor: TCursor | null | undefined) => {
  if (!cursor) return Prisma.sql`TRUE`;
  const at = cursor.updatedAt.toISOString();
  return Prisma.sql`r."updatedAt" <= ${at}::timestamp(3) AND (r."updatedAt" < ${at}::timestamp(3) OR r."id" < ${cursor.id})`;
};

const filterSql = (filter: TPageFilter) =>
  Prisma.join(
    [
      scopeSql(filter.scope),
      searchSql(filter.search),
      filter.status === undefined ? Prisma.sql`TRUE` : Prisma.sql`r."status" = ${filter.status}`,
      cursorSql(filter.cursor),
    ],
    " AND ",
  );

type TPageSqlRow = {
  id: number;
  ticketNumber: string;
  title: string;
  categoryId: number;
  categoryShortName: string;
  year: number;
  status: number;
  statusRemark: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
  requesterId: number;
  requesterTitle: string | null;
  requesterFullName: string;
  requesterTableNo: number | null;
  duplicateOfId: number | null;
  duplicateOfTicketNumber: string | null;
  /** The duplicates' ids and ticket numbers, by id; null when there are none. */
  duplicateIds: number[] | null;
  duplicateTicketNumbers: string[] | null;
  actionCount: number;
  lastActionAt: Date | null;
};

const toItemRow = (row: TPageSqlRow): TRequestItemRow => ({
  id: row.id,
  ticketNumber: row.ticketNumber,
  title: row.title,
  categoryId: row.categoryId,
  category: { categoryShortName: row.categoryShortName },
  year: row.year,
  status: row.status,
  statusRemark: row.statusRemark,
  isActive: row.isActive,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  firstResponseAt: row.firstResponseAt,
  resolvedAt: row.resolvedAt,
  requester: { id: row.requesterId, title: row.requesterTitle, fullName: row.requesterFullName, tableNo: row.requesterTableNo },
  duplicateOf: row.duplicateOfId === null ? null : { id: row.duplicateOfId, ticketNumber: row.duplicateOfTicketNumber ?? "" },
  duplicates: (row.duplicateIds ?? []).map((id, index) => ({ id, ticketNumber: row.duplicateTicketNumbers?.[index] ?? "" })),
  _count: { actions: row.actionCount },
  actions: row.lastActionAt ? [{ createdAt: row.lastActionAt }] : [],
});

/** At most `take` rows of the filter, newest update first. */
export const readPageRows = async (filter: TPageFilter, take: number): Promise<TRequestItemRow[]> => {
  const prisma = await getDb();
  const rows = await prisma.$queryRaw<TPageSqlRow[]>`
    SELECT r."id", r."ticketNumber", r."title", r."categoryId", c."categoryShortName", r."year", r."status",
      r."statusRemark", r."isActive", r."createdAt", r."updatedAt", r."firstResponseAt", r."resolvedAt",
      r."requesterId", m."title" AS "requesterTitle", m."fullName" AS "requesterFullName",
      m."tableNo" AS "requesterTableNo",
      r."duplicateOfId", d."ticketNumber" AS "duplicateOfTicketNumber",
      dup."ids" AS "duplicateIds", dup."ticketNumbers" AS "duplicateTicketNumbers",
      (SELECT COUNT(*)::int FROM "ServiceAction" a WHERE a."serviceRequestId" = r."id") AS "actionCount",
      (SELECT a."createdAt" FROM "ServiceAction" a WHERE a."serviceRequestId" = r."id"
        ORDER BY a."createdAt" DESC, a."id" DESC LIMIT 1) AS "lastActionAt"
    FROM "ServiceRequest" r
    JOIN "ServiceCategory" c ON c."id" = r."categoryId"
    JOIN "Member" m ON m."id" = r."requesterId"
    LEFT JOIN "ServiceRequest" d ON d."id" = r."duplicateOfId"
    LEFT JOIN LATERAL (
      SELECT array_agg(x."id" ORDER BY x."id") AS "ids", array_agg(x."ticketNumber" ORDER BY x."id") AS "ticketNumbers"
      FROM "ServiceRequest" x WHERE x."duplicateOfId" = r."id"
    ) dup ON TRUE
    WHERE ${filterSql(filter)}
    ORDER BY r."updatedAt" DESC, r."id" DESC
    LIMIT ${take}`;
  return rows.map(toItemRow);
};

/** Exact counts of a search's matches by status (the counters know nothing of titles). */
export const countSearchByStatus = async (filter: Omit<TPageFilter, "status" | "cursor">): Promise<TStatusCounts> => {
  const counts = emptyCounts();
  const prisma = await getDb();
  const groups = await prisma.$queryRaw<{ status: number; count: number }[]>`
    SELECT r."status", COUNT(*)::int AS "count" FROM "ServiceRequest" r
    WHERE ${filterSql(filter)}
    GROUP BY r."status"`;
  for (const group of groups) counts[String(group.status)] = group.count;
  return counts;
};
