// GET /api/servicerequest/getservicerequestsforadmin - requests of the caller's categories (all for Admin); with status/q/cursor/take a page
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { wantsPage, ZListQuery } from "@/lib/service-requests/inputs";
import { legacyListReply } from "@/lib/service-requests/legacy-list-reply";
import { listServiceRequests, listServiceRequestsPage } from "@/lib/service-requests/list-service-requests";

export const GET = defineRoute({
  query: ZListQuery,
  handler: async ({ req, session, query }) => {
    const member = requireSession(session);
    if (wantsPage(req.url)) return listServiceRequestsPage({ session: member, scope: { kind: "manageable" }, query });
    return legacyListReply(req.url, {
      serviceRequests: { list: await listServiceRequests({ session: member, scope: { kind: "manageable" } }) },
    });
  },
});
