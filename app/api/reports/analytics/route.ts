// GET /api/reports/analytics?year=202526&area=1 - the reports page's figures for a year and optionally an area (public: aggregates only)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { ANALYTICS_REVALIDATE_SECONDS, getAnalytics } from "@/lib/reports/analytics";
import { ZAnalyticsYear } from "@/lib/reports/report-inputs";

const ZArea = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .regex(/^\d{1,4}$/, "must be an area number such as 1")
    .transform(Number)
    .optional(),
);

export const GET = defineRoute({
  query: z.object({ year: ZAnalyticsYear, area: ZArea }),
  handler: async ({ query }) =>
    Response.json(
      { stat: 1, analytics: await getAnalytics({ year: query.year, areaNo: query.area ?? null }) },
      // The same figures for everyone: a CDN may keep them as long as the page keeps its copy.
      { headers: { "Cache-Control": `public, s-maxage=${ANALYTICS_REVALIDATE_SECONDS}, stale-while-revalidate=3600` } },
    ),
});
