// POST /api/projects/updateorcreatestageelement - create an element, or update / move one (`id`): stageId, parentId, kind, label, helpText, required, position, config
import { defineRoute } from "@/lib/http/route";
import { ZSaveElement } from "@/lib/projects/pack-inputs";
import { saveElement } from "@/lib/projects/stage-elements";

export const POST = defineRoute({
  json: ZSaveElement,
  handler: async ({ json }) => ({ stat: 1, stageElement: await saveElement(json) }),
});
