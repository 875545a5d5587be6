// POST /api/projects/submittableprojectapplicationstage - check a stage before signing: 400 listing what is missing, else the signatures to collect (a stage without one is submitted now)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZStageRef } from "@/lib/projects/application-inputs";
import { checkStageForSubmission } from "@/lib/projects/signatures";

export const POST = defineRoute({
  json: ZStageRef,
  handler: async ({ session, json }) => checkStageForSubmission(requireSession(session), json.applicationStageId),
});
