// POST /api/projects/getreportfordaterange - applications, state changes and payments of a range of Indian calendar days: from, to
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { grantReport } from "@/lib/projects/grant-reports";
import { ZReportRange } from "@/lib/projects/review-inputs";

export const POST = defineRoute({
  json: ZReportRange,
  handler: async ({ session, json }) => {
    requireSession(session);
    return grantReport(json);
  },
});
