// GET /api/reports/gettablereportbyyeararea/{year}/{area} - per table and circle of an area: members, office bearers, applications by stage, sanctioned and paid (?format=csv)
import { defineRoute } from "@/lib/http/route";
import { ZFormatQuery, ZYearAreaParams } from "@/lib/reports/report-inputs";
import { getTableReportByYearArea, tableReportCsv } from "@/lib/reports/table-report";

export const GET = defineRoute({
  params: ZYearAreaParams,
  query: ZFormatQuery,
  handler: async ({ session, params, query }) => {
    const report = await getTableReportByYearArea({ actor: session, year: params.year, areaNo: params.area });
    return query.format === "csv" ? tableReportCsv(report) : { stat: 1, ...report };
  },
});
