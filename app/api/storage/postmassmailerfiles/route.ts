// POST /api/storage/postmassmailerfiles - attachments for a mass mail (file0..N); replies their stored names
import { defineRoute } from "@/lib/http/route";
import { uploadMassMailFiles } from "@/lib/massmail/attachments";

export const POST = defineRoute({
  rawBody: true,
  handler: async ({ req }) => {
    const files = await uploadMassMailFiles(req);
    return { status: 1, files, fileNames: files.map((file) => file.name).join(",") };
  },
});
