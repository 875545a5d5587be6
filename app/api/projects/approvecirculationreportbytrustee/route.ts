// POST /api/projects/approvecirculationreportbytrustee - a trustee of the circulation votes once: applicationId, vote APPROVE|OBJECT (or isApproved), remark (required to object)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { castTrusteeVote } from "@/lib/projects/circulation";
import { ZTrusteeVote } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZTrusteeVote,
  handler: async ({ session, json }) => castTrusteeVote(requireSession(session), json),
});
