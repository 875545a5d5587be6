// POST /api/projects/movetoclosedandwithdrawn - close or withdraw an application: applicationId, state (CLOSED or WITHDRAWN), remark (required)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZCloseOrWithdraw } from "@/lib/projects/application-inputs";
import { decideApplication } from "@/lib/projects/decisions";

export const POST = defineRoute({
  json: ZCloseOrWithdraw,
  handler: async ({ session, json }) =>
    decideApplication(requireSession(session), {
      applicationId: json.applicationId,
      remark: json.remark,
      decision: json.state === "CLOSED" ? "close" : "withdraw",
    }),
});
