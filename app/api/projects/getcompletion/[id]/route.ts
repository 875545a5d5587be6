// GET /api/projects/getcompletion/{applicationId} - the completion checks, reports, approvals, override and whether the final payment is unlocked (new; no legacy call)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getCompletion } from "@/lib/projects/completion-view";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ id: ZId }),
  handler: async ({ session, params }) => getCompletion(requireSession(session), params.id),
});
