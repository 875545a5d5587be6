// POST /api/projects/createnewprojectapplication - start a draft for the caller's table or circle from an active pack: packId, title
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZCreateApplication } from "@/lib/projects/application-inputs";
import { createApplication } from "@/lib/projects/applications";

export const POST = defineRoute({
  json: ZCreateApplication,
  handler: async ({ session, json }) => ({
    stat: 1,
    tableProjectApplication: await createApplication(requireSession(session), json),
  }),
});
