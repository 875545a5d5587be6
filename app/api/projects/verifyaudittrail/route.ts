// GET /api/projects/verifyaudittrail - the Admin checks the audit trail's hash chain: ok, entries, firstBad, lastHash (new; no legacy call)
import { verifyAuditChain } from "@/lib/audit/audit-trail";
import { getDb } from "@/lib/db/client";
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";

export const GET = defineRoute({
  handler: async ({ session }) => {
    requireSession(session);
    return { stat: 1, ...(await verifyAuditChain(await getDb())) };
  },
});
