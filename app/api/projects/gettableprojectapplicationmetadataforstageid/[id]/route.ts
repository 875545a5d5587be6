// GET /api/projects/gettableprojectapplicationmetadataforstageid/{tpasId} - the form of a stage (its pack elements, in tree order): {"stage","stageElements"}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getApplicationStage } from "@/lib/projects/get-application-stage";
import { ZIdParams } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ session, params }) => {
    const { stage, stageElements } = await getApplicationStage(requireSession(session), params.id);
    return { stage, stageElements };
  },
});
