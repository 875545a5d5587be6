// POST /api/projects/deletepomdocument - remove an uploaded document of a stage the caller may still fill: sedid
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { deleteStageDocument } from "@/lib/projects/application-files";
import { ZFileRef } from "@/lib/projects/application-inputs";

export const POST = defineRoute({
  json: ZFileRef,
  handler: async ({ session, json }) => deleteStageDocument(requireSession(session), json.sedid),
});
