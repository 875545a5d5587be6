// GET /api/projects/getgrantapproval/{applicationId} - the application's grant approval: amounts, instalments, paid, balance, the letter (new; no legacy call)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getGrantApproval } from "@/lib/projects/grant-approval";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ id: ZId }),
  handler: async ({ session, params }) => getGrantApproval(requireSession(session), params.id),
});
