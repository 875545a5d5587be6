// GET /api/content/files/{folder}/{name} - serve a public content file (blog images) to anyone
import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { isPublicFileFolder } from "@/lib/storage/file-access";
import { storedFileResponse } from "@/lib/storage/file-response";
import { ZStorageFolder, ZStoredName } from "@/lib/storage";

/** How long a browser or CDN may keep an uploaded image (and the optimizer's copies of it). */
const BLOG_FILE_CACHE_CONTROL = "public, max-age=3600";

const ZParams = z.object({ folder: ZStorageFolder, name: ZStoredName });

export const GET = defineRoute({
  params: ZParams,
  handler: async ({ params }) => {
    // Other folders are not public: answered as if the file did not exist.
    if (!isPublicFileFolder(params.folder)) throw new AppError("NOT_FOUND", "File not found");
    // Stored names are never reused, but an image may be taken down (a consent withdrawn): browsers
    // and CDNs keep it an hour at most. Next's image optimizer passes this age on to its own replies
    // (with images.minimumCacheTTL as the floor); server.ts answers its address 404 once removed.
    return storedFileResponse(params.folder, params.name, BLOG_FILE_CACHE_CONTROL);
  },
});
