// POST /api/projects/createnewprojectsecretaryreport - the trust secretary's completion report: applicationId, report
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { saveSecretaryReport } from "@/lib/projects/completion-reports";
import { ZCompletionReport } from "@/lib/projects/completion-inputs";

export const POST = defineRoute({
  json: ZCompletionReport,
  handler: async ({ session, json }) => saveSecretaryReport(requireSession(session), json),
});
