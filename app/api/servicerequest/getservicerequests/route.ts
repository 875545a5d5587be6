// GET /api/servicerequest/getservicerequests - own requests and those of the caller's categories (legacy); with view/status/q/cursor/take a page
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { wantsPage, ZListQuery } from "@/lib/service-requests/inputs";
import { legacyListReply } from "@/lib/service-requests/legacy-list-reply";
import { listServiceRequests, listServiceRequestsPage } from "@/lib/service-requests/list-service-requests";

export const GET = defineRoute({
  query: ZListQuery,
  handler: async ({ req, session, query }) => {
    const member = requireSession(session);
    if (wantsPage(req.url))
      return listServiceRequestsPage({
        session: member,
        scope: { kind: query.view === "admin" ? "administered" : "own" },
        query,
      });
    const [own, administered] = await Promise.all([
      listServiceRequests({ session: member, scope: { kind: "own" } }),
      listServiceRequests({ session: member, scope: { kind: "administered" } }),
    ]);
    return legacyListReply(req.url, {
      serviceRequest: { list: own, view: "own" },
      serviceRequestAdmin: { list: administered, view: "admin" },
    });
  },
});
