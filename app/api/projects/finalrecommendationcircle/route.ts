// POST /api/projects/finalrecommendationcircle - the trust office circulates a circle's application to the trustees: applicationId, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { circulateToTrustees } from "@/lib/projects/circulation";
import { ZTrustStep } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZTrustStep,
  handler: async ({ session, json }) => circulateToTrustees(requireSession(session), json, "circle"),
});
