// GET /api/projects/getpackstagesforprojectid/{packId} - a pack's stages in order: {"packStages":[...]}
import { defineRoute } from "@/lib/http/route";
import { ZIdParams } from "@/lib/projects/pack-inputs";
import { listStages } from "@/lib/projects/pack-stages";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ params }) => ({ packStages: await listStages(params.id) }),
});
