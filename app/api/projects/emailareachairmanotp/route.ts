// POST /api/projects/emailareachairmanotp - mail a 6-digit code to the area chairman to sign a complete stage: applicationStageId, stageElementId
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZSignatureMail } from "@/lib/projects/application-inputs";
import { mailSignatureCode } from "@/lib/projects/signatures";

export const POST = defineRoute({
  json: ZSignatureMail,
  handler: async ({ session, json }) => mailSignatureCode(requireSession(session), json, "AREA_CHAIRMAN"),
});
