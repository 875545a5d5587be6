// GET /api/projects/duplicatepack/{packId}/{year} - copy a pack with its stages, elements and mapping as an inactive pack for the year (the next version when the year is the same)
import { defineRoute } from "@/lib/http/route";
import { ZDuplicateParams } from "@/lib/projects/pack-inputs";
import { duplicatePack } from "@/lib/projects/duplicate-pack";

export const GET = defineRoute({
  params: ZDuplicateParams,
  handler: async ({ params }) => ({ stat: 1, projectPack: await duplicatePack(params.a, params.b) }),
});
