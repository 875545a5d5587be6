// POST /api/reports/mailinglist - the office bearers of a year in the tables named, with e-mail and phone (?format=csv)
import { defineRoute } from "@/lib/http/route";
import { getMailingList, mailingListCsv } from "@/lib/reports/mailing-lists";
import { ZFormatQuery, ZMailingListBody } from "@/lib/reports/report-inputs";

export const POST = defineRoute({
  json: ZMailingListBody,
  query: ZFormatQuery,
  handler: async ({ session, json, query }) => {
    const report = await getMailingList({ actor: session, year: json.year, tables: json.tables });
    return query.format === "csv" ? mailingListCsv(report) : { stat: 1, ...report };
  },
});
