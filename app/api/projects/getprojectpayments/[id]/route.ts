// GET /api/projects/getprojectpayments/{applicationId} - the sanction, paid, balance, instalments and payments of an application
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { getProjectPayments } from "@/lib/projects/project-payments";
import { ZId } from "@/lib/service-requests/inputs";

export const GET = defineRoute({
  params: z.object({ id: ZId }),
  handler: async ({ session, params }) => getProjectPayments(requireSession(session), params.id),
});
