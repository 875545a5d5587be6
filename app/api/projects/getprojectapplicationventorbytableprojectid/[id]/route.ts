// GET /api/projects/getprojectapplicationventorbytableprojectid/{tpaId} - the vendors of an application the caller may see: {"vendors"}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { listVendors } from "@/lib/projects/list-vendors";
import { ZIdParams } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ session, params }) => listVendors(requireSession(session), params.id),
});
