// GET /api/reports/id/{areano}/{year} - an area's directory for a federation year: each table and circle with its office bearers and their contacts (?format=csv)
import { defineRoute } from "@/lib/http/route";
import { areaDirectoryCsv, getAreaDirectory } from "@/lib/reports/area-directory";
import { ZAreaYearParams, ZFormatQuery } from "@/lib/reports/report-inputs";

export const GET = defineRoute({
  params: ZAreaYearParams,
  query: ZFormatQuery,
  handler: async ({ session, params, query }) => {
    const report = await getAreaDirectory({ actor: session, areaNo: params.areano, year: params.year });
    return query.format === "csv" ? areaDirectoryCsv(report) : { stat: 1, ...report };
  },
});
