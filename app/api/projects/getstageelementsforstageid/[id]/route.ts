// GET /api/projects/getstageelementsforstageid/{stageId} - a stage's whole element tree, in tree order with depth: {"stage","stageElements":[...]}
import { defineRoute } from "@/lib/http/route";
import { ZIdParams } from "@/lib/projects/pack-inputs";
import { getStageOrThrow } from "@/lib/projects/pack-stages";
import { listStageElements } from "@/lib/projects/stage-elements";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ params }) => ({ stage: await getStageOrThrow(params.id), stageElements: await listStageElements(params.id) }),
});
