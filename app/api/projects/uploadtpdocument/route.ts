// POST /api/projects/uploadtpdocument - documents or photos of a file or photo-set element: multipart `json` {applicationStageId, stageElementId} and `tpDocument` files
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { uploadStageDocuments } from "@/lib/projects/upload-stage-documents";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ session, req }) => uploadStageDocuments(requireSession(session), req),
});
