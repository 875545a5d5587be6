// POST /api/projects/approvecompletionreportsecretary - the trust secretary approves the completion (after their report and the national approval): applicationId, remark?
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { approveCompletionSecretary } from "@/lib/projects/completion";
import { ZCompletionApproval } from "@/lib/projects/completion-inputs";

export const POST = defineRoute({
  json: ZCompletionApproval,
  handler: async ({ session, json }) => approveCompletionSecretary(requireSession(session), json),
});
