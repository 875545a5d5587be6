// POST /api/projects/createprojectapplicationvendor - a vendor's quotation: multipart `json` {applicationStageId, stageElementId, vendorName, quotePaise} and `vendorFiles`
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { createVendor } from "@/lib/projects/create-vendor";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ session, req }) => createVendor(requireSession(session), req),
});
