// GET /api/projects/getstageelementsforstageid/{stageId} - a stage's whole element tree, in tree order with depth, and its elements' reference documents: {"stage","stageElements","elementDocuments"}
import { defineRoute } from "@/lib/http/route";
import { ZIdParams } from "@/lib/projects/pack-inputs";
import { getStageOrThrow } from "@/lib/projects/pack-stages";
import { listStageElementDocuments } from "@/lib/projects/element-documents";
import { listStageElements } from "@/lib/projects/stage-elements";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ params }) => ({
    stage: await getStageOrThrow(params.id),
    stageElements: await listStageElements(params.id),
    elementDocuments: await listStageElementDocuments(params.id),
  }),
});
