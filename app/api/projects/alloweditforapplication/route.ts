// POST /api/projects/alloweditforapplication - the national team returns an application to the table for edits: applicationId, remark (what to change, required)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZDecision } from "@/lib/projects/application-inputs";
import { decideApplication } from "@/lib/projects/decisions";

export const POST = defineRoute({
  json: ZDecision,
  handler: async ({ session, json }) => decideApplication(requireSession(session), { ...json, decision: "allowEdit" }),
});
