// POST /api/projects/rejectapplication - the national team rejects an application under review: applicationId, remark (the reason, required)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZDecision } from "@/lib/projects/application-inputs";
import { decideApplication } from "@/lib/projects/decisions";

export const POST = defineRoute({
  json: ZDecision,
  handler: async ({ session, json }) => decideApplication(requireSession(session), { ...json, decision: "reject" }),
});
