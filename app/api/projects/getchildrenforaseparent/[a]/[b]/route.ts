// GET /api/projects/getchildrenforaseparent/{stageId}/{sectionId} - everything under a section, in tree order with depth: {"stageElements":[...]}
import { defineRoute } from "@/lib/http/route";
import { ZPairParams } from "@/lib/projects/pack-inputs";
import { listSubtree } from "@/lib/projects/stage-elements";

export const GET = defineRoute({
  params: ZPairParams,
  handler: async ({ params }) => ({ stageElements: await listSubtree(params.a, params.b) }),
});
