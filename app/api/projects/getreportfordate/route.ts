// POST /api/projects/getreportfordate - applications, state changes and payments of one Indian calendar day: date
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { grantReport } from "@/lib/projects/grant-reports";
import { ZReportDate } from "@/lib/projects/review-inputs";

export const POST = defineRoute({
  json: ZReportDate,
  handler: async ({ session, json }) => {
    requireSession(session);
    return grantReport({ from: json.date, to: json.date });
  },
});
