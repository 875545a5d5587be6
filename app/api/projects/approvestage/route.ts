// POST /api/projects/approvestage - the national team approves a stage the table submitted after the sanction: applicationStageId, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZApproveStage } from "@/lib/projects/review-inputs";
import { approveStage } from "@/lib/projects/stage-approval";

export const POST = defineRoute({
  json: ZApproveStage,
  handler: async ({ session, json }) => approveStage(requireSession(session), json),
});
