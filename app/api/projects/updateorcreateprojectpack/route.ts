// POST /api/projects/updateorcreateprojectpack - create a pack, or update one (`id`): name, year, description, kind, isActive
import { defineRoute } from "@/lib/http/route";
import { ZSavePack } from "@/lib/projects/pack-inputs";
import { savePack } from "@/lib/projects/packs";

export const POST = defineRoute({
  json: ZSavePack,
  handler: async ({ json }) => ({ stat: 1, projectPack: await savePack(json) }),
});
