// POST /api/projects/updateorcreatepackstage - create a stage, or update / move one (`id`): packId, name, filledBy, position
import { defineRoute } from "@/lib/http/route";
import { ZSaveStage } from "@/lib/projects/pack-inputs";
import { saveStage } from "@/lib/projects/pack-stages";

export const POST = defineRoute({
  json: ZSaveStage,
  handler: async ({ json }) => ({ stat: 1, packStage: await saveStage(json) }),
});
