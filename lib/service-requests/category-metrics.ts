// Per category: open requests, and the medians (in minutes) of time to first response by someone
// other than the requester and of time to resolve (Resolved or Closed), null without data.
import type { TPrisma } from "../db/client";
import { SERVICE_REQUEST_STATUS } from "./status";

export type TCategoryMetrics = {
  openCount: number;
  medianFirstResponseMinutes: number | null;
  medianResolveMinutes: number | null;
};

export const EMPTY_METRICS: TCategoryMetrics = { openCount: 0, medianFirstResponseMinutes: null, medianResolveMinutes: null };

type TMetricsRow = { categoryId: number; openCount: number; firstResponse: number | null; resolve: number | null };

const minutes = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export const loadCategoryMetrics = async (prisma: TPrisma): Promise<Map<number, TCategoryMetrics>> => {
  const rows = await prisma.$queryRaw<TMetricsRow[]>`
    SELECT "categoryId",
      (COUNT(*) FILTER (WHERE "status" = ${SERVICE_REQUEST_STATUS.OPEN}))::int AS "openCount",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY (EXTRACT(EPOCH FROM ("firstResponseAt" - "createdAt")) / 60)::float8)
        FILTER (WHERE "firstResponseAt" IS NOT NULL) AS "firstResponse",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY (EXTRACT(EPOCH FROM ("resolvedAt" - "createdAt")) / 60)::float8)
        FILTER (WHERE "resolvedAt" IS NOT NULL) AS "resolve"
    FROM "ServiceRequest"
    GROUP BY "categoryId"`;
  return new Map(
    rows.map((row) => [
      row.categoryId,
      {
        openCount: row.openCount,
        medianFirstResponseMinutes: minutes(row.firstResponse),
        medianResolveMinutes: minutes(row.resolve),
      },
    ]),
  );
};
