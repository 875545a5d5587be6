// POST /api/projects/deleteprojectapplicationvendorbyid - remove a vendor and its quotation files: pavid
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { deleteVendor } from "@/lib/projects/delete-vendor";
import { ZVendorRef } from "@/lib/projects/application-inputs";

export const POST = defineRoute({
  json: ZVendorRef,
  handler: async ({ session, json }) => deleteVendor(requireSession(session), json.pavid),
});
