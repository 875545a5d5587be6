// POST /api/projects/approvegrantapproval - fix the grant approval and submit the trust's stage: applicationId, updatedAt (optional)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { approveGrantApproval } from "@/lib/projects/grant-approval";
import { ZApproveGrant } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZApproveGrant,
  handler: async ({ session, json }) => approveGrantApproval(requireSession(session), json),
});
