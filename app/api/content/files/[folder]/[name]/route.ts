// GET /api/content/files/{folder}/{name} - serve a public content file (blog images) to anyone
import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { isPublicFileFolder } from "@/lib/storage/file-access";
import { storedFileResponse } from "@/lib/storage/file-response";
import { ZStorageFolder, ZStoredName } from "@/lib/storage";

const ZParams = z.object({ folder: ZStorageFolder, name: ZStoredName });

export const GET = defineRoute({
  params: ZParams,
  handler: async ({ params }) => {
    // Other folders are not public: answered as if the file did not exist.
    if (!isPublicFileFolder(params.folder)) throw new AppError("NOT_FOUND", "File not found");
    // Stored names are random and never reused, so a copy may be kept for good.
    return storedFileResponse(params.folder, params.name, "public, max-age=31536000, immutable");
  },
});
