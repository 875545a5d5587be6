// POST /api/projects/updateareachairmanotp - sign with the area chairman's code; with every signature the stage is submitted: applicationStageId, stageElementId, otp
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZSignatureVerify } from "@/lib/projects/application-inputs";
import { verifySignatureCode } from "@/lib/projects/signatures";

export const POST = defineRoute({
  json: ZSignatureVerify,
  handler: async ({ session, json }) => verifySignatureCode(requireSession(session), json, "AREA_CHAIRMAN"),
});
