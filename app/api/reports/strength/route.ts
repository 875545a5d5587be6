// GET /api/reports/strength - active members per table and circle, by area, with totals (?format=csv)
import { defineRoute } from "@/lib/http/route";
import { ZFormatQuery } from "@/lib/reports/report-inputs";
import { getStrength, strengthCsv } from "@/lib/reports/strength";

export const GET = defineRoute({
  query: ZFormatQuery,
  handler: async ({ session, query }) => {
    const report = await getStrength({ actor: session });
    return query.format === "csv" ? strengthCsv(report) : { stat: 1, ...report };
  },
});
