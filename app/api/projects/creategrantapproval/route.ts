// POST /api/projects/creategrantapproval - draft (or replace the draft of) the grant approval: applicationId, sanctionedAmount, donorName?, conditions?, instalments [{label, amount, dueOn?}]
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { saveGrantApproval } from "@/lib/projects/grant-approval";
import { ZGrantApproval } from "@/lib/projects/trust-inputs";

export const POST = defineRoute({
  json: ZGrantApproval,
  handler: async ({ session, json }) => saveGrantApproval(requireSession(session), json),
});
