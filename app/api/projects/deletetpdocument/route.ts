// POST /api/projects/deletetpdocument - remove an uploaded document or photo of a stage the caller may still fill: id (not a legacy call: the legacy client had none)
import { z } from "zod";
import { defineRoute } from "@/lib/http/route";
import { zBody } from "@/lib/members/member-fields";
import { requireSession } from "@/lib/members/member-session";
import { deleteStageDocument } from "@/lib/projects/delete-stage-document";
import { ZId } from "@/lib/service-requests/inputs";

export const POST = defineRoute({
  json: zBody({ id: ZId }) as z.ZodType<{ id: number }>,
  handler: async ({ session, json }) => deleteStageDocument(requireSession(session), json.id),
});
