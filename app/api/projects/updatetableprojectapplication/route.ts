// POST /api/projects/updatetableprojectapplication - rename a draft: id, title
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZUpdateApplication } from "@/lib/projects/application-inputs";
import { updateApplicationTitle } from "@/lib/projects/applications";

export const POST = defineRoute({
  json: ZUpdateApplication,
  handler: async ({ session, json }) => ({
    stat: 1,
    tableProjectApplication: await updateApplicationTitle(requireSession(session), json),
  }),
});
