// POST /api/projects/submitcompletionreport - submit the completion stage (the pack's last): applicationStageId; as submittableprojectapplicationstage
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { submitCompletionReport } from "@/lib/projects/completion-submission";
import { ZSubmitCompletion } from "@/lib/projects/completion-inputs";

export const POST = defineRoute({
  json: ZSubmitCompletion,
  handler: async ({ session, json }) => submitCompletionReport(requireSession(session), json.applicationStageId),
});
