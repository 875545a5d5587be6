// GET /api/projects/gettableprojectapplicationstage/{tpasId} - one stage: elements, answers, files, cost lines, vendors, signatures, canEdit
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getApplicationStage } from "@/lib/projects/get-application-stage";
import { ZIdParams } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ session, params }) => getApplicationStage(requireSession(session), params.id),
});
