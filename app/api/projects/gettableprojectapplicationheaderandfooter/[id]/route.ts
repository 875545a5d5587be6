// GET /api/projects/gettableprojectapplicationheaderandfooter/{tpaId} - what a printed application shows above and below its stages: {"header","footer"}
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getHeaderAndFooter } from "@/lib/projects/application-print";
import { ZIdParams } from "@/lib/projects/pack-inputs";

export const GET = defineRoute({
  params: ZIdParams,
  handler: async ({ session, params }) => getHeaderAndFooter(requireSession(session), params.id),
});
