// POST /api/projects/emailchairmanotp - mail a 6-digit code to the table's (or circle's) chairman to sign a complete stage: applicationStageId, stageElementId
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZSignatureMail } from "@/lib/projects/application-inputs";
import { mailSignatureCode } from "@/lib/projects/signatures";

export const POST = defineRoute({
  json: ZSignatureMail,
  handler: async ({ session, json }) => mailSignatureCode(requireSession(session), json, "TABLE_CHAIRMAN"),
});
