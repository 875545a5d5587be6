// POST /api/projects/createprojectquery - a national reviewer's query to the table (multipart: json {applicationId, query}, uploadQueryFiles)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { raiseQuery } from "@/lib/projects/queries";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req, session }) => raiseQuery(requireSession(session), req),
});
