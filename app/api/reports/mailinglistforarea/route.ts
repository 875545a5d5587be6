// POST /api/reports/mailinglistforarea - the office bearers of a year in the areas and tables named, by posting (?format=csv)
import { defineRoute } from "@/lib/http/route";
import { getMailingListForArea, mailingListCsv } from "@/lib/reports/mailing-lists";
import { ZFormatQuery, ZMailingListForAreaBody } from "@/lib/reports/report-inputs";

export const POST = defineRoute({
  json: ZMailingListForAreaBody,
  query: ZFormatQuery,
  handler: async ({ session, json, query }) => {
    const report = await getMailingListForArea({ actor: session, ...json });
    return query.format === "csv" ? mailingListCsv(report, "area-mailing-list") : { stat: 1, ...report };
  },
});
