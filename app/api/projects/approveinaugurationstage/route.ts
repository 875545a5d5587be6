// POST /api/projects/approveinaugurationstage - the national team approves the inauguration stage: applicationStageId or applicationId, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZApproveInauguration } from "@/lib/projects/review-inputs";
import { approveInauguration } from "@/lib/projects/stage-approval";

export const POST = defineRoute({
  json: ZApproveInauguration,
  handler: async ({ session, json }) => approveInauguration(requireSession(session), json),
});
