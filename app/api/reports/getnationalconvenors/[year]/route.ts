// GET /api/reports/getnationalconvenors/{year} - the national office bearers posted for a federation year, with contacts (?format=csv)
import { defineRoute } from "@/lib/http/route";
import { getNationalConvenors, nationalConvenorsCsv } from "@/lib/reports/convenors";
import { ZFormatQuery, ZYearParams } from "@/lib/reports/report-inputs";

export const GET = defineRoute({
  params: ZYearParams,
  query: ZFormatQuery,
  handler: async ({ session, params, query }) => {
    const report = await getNationalConvenors({ actor: session, year: params.year });
    return query.format === "csv" ? nationalConvenorsCsv(report) : { stat: 1, ...report };
  },
});
