// GET /api/projects/getdataanalysysbyyear/{year} - a year's grants in figures: applications by state, and by area the applications, sanctioned and paid amounts
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { getDataAnalysisByYear } from "@/lib/projects/data-analysis";
import { ZYear } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: z.object({ year: ZYear }),
  handler: async ({ params }) => ({ stat: 1, dataAnalysis: await getDataAnalysisByYear(params.year) }),
});
