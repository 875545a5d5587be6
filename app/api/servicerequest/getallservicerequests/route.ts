// GET /api/servicerequest/getallservicerequests - the newest 200 requests (Admin); with status/q/cursor/take a page
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { wantsPage, ZListQuery } from "@/lib/service-requests/inputs";
import { legacyListReply } from "@/lib/service-requests/legacy-list-reply";
import { listServiceRequests, listServiceRequestsPage } from "@/lib/service-requests/list-service-requests";

export const GET = defineRoute({
  query: ZListQuery,
  handler: async ({ req, session, query }) => {
    const member = requireSession(session);
    if (wantsPage(req.url)) return listServiceRequestsPage({ session: member, scope: { kind: "all" }, query });
    return legacyListReply(req.url, {
      serviceRequests: { list: await listServiceRequests({ session: member, scope: { kind: "all" } }) },
    });
  },
});
