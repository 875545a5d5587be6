// POST /api/projects/approveevaluationreport - approve the evaluation report (a second person, not its author): applicationId
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { approveEvaluationReport } from "@/lib/projects/completion-reports";
import { ZApplicationRef } from "@/lib/projects/completion-inputs";

export const POST = defineRoute({
  json: ZApplicationRef,
  handler: async ({ session, json }) => approveEvaluationReport(requireSession(session), json),
});
