// POST /api/projects/awaitfinalrecommendation - the trust office returns the recommendation to the national team: applicationId, remark (the reason)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { returnToNational } from "@/lib/projects/circulation";
import { ZTrustStep } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZTrustStep,
  handler: async ({ session, json }) => returnToNational(requireSession(session), json),
});
