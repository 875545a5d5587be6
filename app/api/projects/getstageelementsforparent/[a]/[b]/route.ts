// GET /api/projects/getstageelementsforparent/{stageId}/{sectionId} - a section and its direct children: {"parent","stageElements":[...]}
import { defineRoute } from "@/lib/http/route";
import { ZPairParams } from "@/lib/projects/pack-inputs";
import { listChildren } from "@/lib/projects/stage-elements";

export const GET = defineRoute({
  params: ZPairParams,
  handler: async ({ params }) => {
    const { parent, children } = await listChildren(params.a, params.b);
    return { parent, stageElements: children };
  },
});
