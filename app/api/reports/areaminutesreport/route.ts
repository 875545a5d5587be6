// POST /api/reports/areaminutesreport - an area's record of a federation year: chairman, units with office bearers and members, applications, grants and payments
import { defineRoute } from "@/lib/http/route";
import { getAreaMinutesReport } from "@/lib/reports/minutes-reports";
import { ZAreaMinutesReportBody, ZJsonOnlyQuery } from "@/lib/reports/report-inputs";

export const POST = defineRoute({
  json: ZAreaMinutesReportBody,
  query: ZJsonOnlyQuery,
  handler: async ({ session, json }) => ({
    stat: 1,
    ...(await getAreaMinutesReport({ actor: session, year: json.year, areaNo: json.areano })),
  }),
});
