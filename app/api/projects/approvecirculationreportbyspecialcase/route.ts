// POST /api/projects/approvecirculationreportbyspecialcase - the secretary approves regardless of the votes: applicationId, remark (the reason)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { approveBySpecialCase } from "@/lib/projects/circulation";
import { ZTrustStep } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZTrustStep,
  handler: async ({ session, json }) => approveBySpecialCase(requireSession(session), json),
});
