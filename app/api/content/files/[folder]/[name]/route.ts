// GET /api/content/files/{folder}/{name} - serve a public content file (blog images) to anyone
import { Readable } from "node:stream";
import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { isPublicFileFolder } from "@/lib/storage/file-access";
import { contentTypeForName, getStorage, ZStorageFolder, ZStoredName } from "@/lib/storage";

const ZParams = z.object({ folder: ZStorageFolder, name: ZStoredName });

export const GET = defineRoute({
  params: ZParams,
  handler: async ({ params }) => {
    // Other folders are not public: answered as if the file did not exist.
    if (!isPublicFileFolder(params.folder)) throw new AppError("NOT_FOUND", "File not found");
    const file = await getStorage().get(params.folder, params.name);
    if (!file) throw new AppError("NOT_FOUND", "File not found");
    const headers = new Headers({
      "Content-Type": contentTypeForName(params.name),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      // Stored names are random and never reused, so a copy may be kept for good.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    if (file.size !== undefined) headers.set("Content-Length", String(file.size));
    return new Response(Readable.toWeb(file.body) as unknown as ReadableStream<Uint8Array>, { headers });
  },
});
