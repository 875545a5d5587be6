// GET /api/storage/{folder}/{name} - stream a stored file to those who may see it
import { Readable } from "node:stream";
import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { assertCanReadFile } from "@/lib/storage/file-access";
import { contentTypeForName, getStorage, ZStorageFolder, ZStoredName } from "@/lib/storage";

const ZParams = z.object({ folder: ZStorageFolder, name: ZStoredName });

export const GET = defineRoute({
  params: ZParams,
  handler: async ({ session, params }) => {
    if (!session) throw new AppError("UNAUTHORIZED", "Please log in first");
    await assertCanReadFile(session, params.folder, params.name);
    const file = await getStorage().get(params.folder, params.name);
    if (!file) throw new AppError("NOT_FOUND", "File not found");
    const headers = new Headers({
      "Content-Type": contentTypeForName(params.name),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=300",
    });
    if (file.size !== undefined) headers.set("Content-Length", String(file.size));
    return new Response(Readable.toWeb(file.body) as unknown as ReadableStream<Uint8Array>, { headers });
  },
});
