// GET /api/projects/getapplicationapprovals/{applicationId} - the elements the caller's approving roles confirm on the application, and which are confirmed (new; no legacy call)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getApprovals } from "@/lib/projects/approvals";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ id: ZId }),
  handler: async ({ session, params }) => getApprovals(requireSession(session), params.id),
});
