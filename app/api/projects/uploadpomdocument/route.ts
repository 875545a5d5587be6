// POST /api/projects/uploadpomdocument - a reference document of a pack element (replacing `docid` when given): multipart `json` {stageelementid, docid?} and `elementDocument`
import { defineRoute } from "@/lib/http/route";
import { uploadElementDocument } from "@/lib/projects/element-documents";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req }) => uploadElementDocument(req),
});
