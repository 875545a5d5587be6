// GET /api/projects/getprojectpackbyid/{id} - one pack with its stages and approval mapping: {"projectPack","stages","approvalMappings"}
import { defineRoute } from "@/lib/http/route";
import { getApprovalMappings } from "@/lib/projects/approval-mappings";
import { ZIdParams } from "@/lib/projects/pack-inputs";
import { listStages } from "@/lib/projects/pack-stages";
import { getPackOrThrow } from "@/lib/projects/packs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ params }) => ({
    projectPack: await getPackOrThrow(params.id),
    stages: await listStages(params.id),
    approvalMappings: await getApprovalMappings(params.id),
  }),
});
