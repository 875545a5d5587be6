// GET /api/servicerequest/getservicerequestbycategoryid/{categoryId} - requests of one category (its admins, Admin); with status/q/cursor/take a page
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { wantsPage, ZCategoryIdParams, ZListQuery } from "@/lib/service-requests/inputs";
import { legacyListReply } from "@/lib/service-requests/legacy-list-reply";
import { listServiceRequests, listServiceRequestsPage } from "@/lib/service-requests/list-service-requests";

export const GET = defineRoute({
  query: ZListQuery,
  params: ZCategoryIdParams,
  handler: async ({ req, session, query, params }) => {
    const member = requireSession(session);
    const scope = { kind: "category", categoryId: params.categoryId } as const;
    if (wantsPage(req.url)) return listServiceRequestsPage({ session: member, scope, query });
    return legacyListReply(req.url, {
      serviceRequests: { list: await listServiceRequests({ session: member, scope }) },
    });
  },
});
