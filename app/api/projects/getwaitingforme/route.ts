// GET /api/projects/getwaitingforme - the grant steps that wait for the caller, by role (new; no legacy call)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getWaitingForMe } from "@/lib/projects/waiting-for-me";

export const GET = defineRoute({
  handler: async ({ session }) => getWaitingForMe(requireSession(session)),
});
