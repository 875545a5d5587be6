// POST /api/projects/updateprojectquery - the reviewer closes a query: queryId, remark (required if unanswered)
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZQueryClose } from "@/lib/projects/application-inputs";
import { closeQuery } from "@/lib/projects/queries";

export const POST = defineRoute({
  json: ZQueryClose,
  handler: async ({ session, json }) => closeQuery(requireSession(session), json),
});
