// POST /api/projects/approvefinalrecommendation - the trust's decision: applicationId, approve? (default true: when the rule holds), remark? (required to reject)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { decideByTrust } from "@/lib/projects/circulation";
import { ZTrustDecision } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZTrustDecision,
  handler: async ({ session, json }) => decideByTrust(requireSession(session), json),
});
