// POST /api/projects/overridecompletionchecks - the Admin overrides the completion checks failing now, with a reason: applicationId, reason (new; no legacy call)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { overrideCompletionChecks } from "@/lib/projects/completion";
import { ZCompletionOverride } from "@/lib/projects/completion-inputs";

export const POST = defineRoute({
  json: ZCompletionOverride,
  handler: async ({ session, json }) => overrideCompletionChecks(requireSession(session), json),
});
