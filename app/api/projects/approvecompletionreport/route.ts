// POST /api/projects/approvecompletionreport - the national team approves the completion (after the evaluation report is approved): applicationId, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { approveCompletionNational } from "@/lib/projects/completion";
import { ZCompletionApproval } from "@/lib/projects/completion-inputs";

export const POST = defineRoute({
  json: ZCompletionApproval,
  handler: async ({ session, json }) => approveCompletionNational(requireSession(session), json),
});
