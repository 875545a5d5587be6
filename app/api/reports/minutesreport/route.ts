// POST /api/reports/minutesreport - a table's record of a federation year: office bearers, members, applications, grants and payments
import { defineRoute } from "@/lib/http/route";
import { getMinutesReport } from "@/lib/reports/minutes-reports";
import { ZJsonOnlyQuery, ZMinutesReportBody } from "@/lib/reports/report-inputs";

export const POST = defineRoute({
  json: ZMinutesReportBody,
  query: ZJsonOnlyQuery,
  handler: async ({ session, json }) => ({
    stat: 1,
    ...(await getMinutesReport({ actor: session, year: json.year, tableNo: json.table })),
  }),
});
