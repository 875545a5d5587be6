// POST /api/projects/deletepomdocument - remove a reference document of a pack element: sedid
import { defineRoute } from "@/lib/http/route";
import { ZFileRef } from "@/lib/projects/application-inputs";
import { deleteElementDocument } from "@/lib/projects/element-documents";

export const POST = defineRoute({
  json: ZFileRef,
  handler: async ({ json }) => deleteElementDocument(json.sedid),
});
