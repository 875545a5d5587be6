// POST /api/projects/rplyprojectquery - the table's reply to a query (multipart: json {queryId, reply}, uploadQueryFiles)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { replyToQuery } from "@/lib/projects/queries";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req, session }) => replyToQuery(requireSession(session), req),
});
