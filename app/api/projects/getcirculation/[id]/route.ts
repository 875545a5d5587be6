// GET /api/projects/getcirculation/{applicationId} - the application's circulation among the trustees: rule, votes, outcome, what the rule says now (new; no legacy call)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getCirculation } from "@/lib/projects/circulation";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ id: ZId }),
  handler: async ({ session, params }) => getCirculation(requireSession(session), params.id),
});
