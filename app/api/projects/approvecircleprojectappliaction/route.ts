// POST /api/projects/approvecircleprojectappliaction - recommend a circle's application to the trust: applicationId, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZDecision } from "@/lib/projects/application-inputs";
import { recommendToTrust } from "@/lib/projects/approvals";

export const POST = defineRoute({
  json: ZDecision,
  handler: async ({ session, json }) => recommendToTrust(requireSession(session), json, "circle"),
});
