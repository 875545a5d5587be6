// POST /api/projects/updatetableprojectapplicationstageforapproval - approve a submitted stage, or return it to the table with the reason: applicationStageId, approve, remark
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZStageDecision } from "@/lib/projects/review-inputs";
import { decideStage } from "@/lib/projects/stage-approval";

export const POST = defineRoute({
  json: ZStageDecision,
  handler: async ({ session, json }) => decideStage(requireSession(session), json),
});
