// POST /api/blog/uploadfiles - store blog images (fileInputFor, file0..N); replies their names and URLs
import { uploadContentFiles } from "@/lib/content/upload-content-files";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req }) => ({ status: 1, ...(await uploadContentFiles(req, "blog")).reply }),
});
