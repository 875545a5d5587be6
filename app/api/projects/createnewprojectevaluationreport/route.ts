// POST /api/projects/createnewprojectevaluationreport - the national team's evaluation report (multipart: json {applicationId, report}, tps files)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { saveEvaluationReport } from "@/lib/projects/completion-reports";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req, session }) => saveEvaluationReport(requireSession(session), req),
});
