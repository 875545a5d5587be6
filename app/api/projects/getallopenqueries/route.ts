// GET /api/projects/getallopenqueries?startrecord=&takerecord= - queries not yet closed on the applications the caller sees
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZPageQuery } from "@/lib/projects/application-inputs";
import { listOpenQueries } from "@/lib/projects/query-view";

export const GET = defineRoute({
  query: ZPageQuery,
  handler: async ({ session, query }) =>
    listOpenQueries(requireSession(session), { skip: query.startrecord, take: query.takerecord }),
});
