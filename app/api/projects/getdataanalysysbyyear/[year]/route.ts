// GET /api/projects/getdataanalysysbyyear/{year} - a year's grants in figures: applications by state, and by area the applications, sanctioned and paid amounts (?format=csv: the areas with a total row)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { dataAnalysisCsv, getDataAnalysisByYear } from "@/lib/projects/data-analysis";
import { ZYear } from "@/lib/projects/pack-inputs";
import { ZFormatQuery } from "@/lib/reports/report-inputs";

export const GET = defineRoute({
  params: z.object({ year: ZYear }),
  query: ZFormatQuery,
  handler: async ({ params, query }) => {
    const dataAnalysis = await getDataAnalysisByYear(params.year);
    return query.format === "csv" ? dataAnalysisCsv(dataAnalysis) : { stat: 1, dataAnalysis };
  },
});
