// POST /api/projects/uploadfilesforvendor - more quotation files for a vendor: multipart `json` {pavid} and `vendorFiles`
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { addVendorFiles } from "@/lib/projects/add-vendor-files";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ session, req }) => addVendorFiles(requireSession(session), req),
});
