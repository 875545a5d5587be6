// POST /api/projects/uploadtemplatefile - the template document of a file element: multipart `json` {stageElementId} and `elementDocument` (PDF or image)
import { defineRoute } from "@/lib/http/route";
import { uploadTemplateFile } from "@/lib/projects/template-upload";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req }) => ({ stat: 1, stageElement: await uploadTemplateFile(req) }),
});
