// GET /api/reports/getminutesconvenorships - who held which national or area office in which year, newest first, paged (?format=csv: all)
import { defineRoute } from "@/lib/http/route";
import { convenorshipsCsv, getConvenorships } from "@/lib/reports/convenors";
import { ZConvenorshipsQuery } from "@/lib/reports/report-inputs";

export const GET = defineRoute({
  query: ZConvenorshipsQuery,
  handler: async ({ session, query }) => {
    const { format, areano, ...rest } = query;
    const report = await getConvenorships({ actor: session, ...rest, areaNo: areano, all: format === "csv" });
    return format === "csv" ? convenorshipsCsv(report) : { stat: 1, ...report };
  },
});
