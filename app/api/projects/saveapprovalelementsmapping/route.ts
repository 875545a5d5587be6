// POST /api/projects/saveapprovalelementsmapping - replace a pack's approval mapping: pid, mappings [{role, elementIds}]
import { defineRoute } from "@/lib/http/route";
import { saveApprovalMappings } from "@/lib/projects/approval-mappings";
import { ZSaveApprovalMappings } from "@/lib/projects/pack-inputs";

export const POST = defineRoute({
  json: ZSaveApprovalMappings,
  handler: async ({ json }) => ({ stat: 1, approvalMappings: await saveApprovalMappings(json.pid, json.mappings) }),
});
