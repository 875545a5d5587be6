// GET /api/storage/{folder}/{name} - stream a stored file to those who may see it
import { z } from "zod";
import { AppError, PRIVATE_NO_STORE } from "@/lib/http/errors";
import { defineRoute } from "@/lib/http/route";
import { assertCanReadFile } from "@/lib/storage/file-access";
import { storedFileResponse } from "@/lib/storage/file-response";
import { ZStorageFolder, ZStoredName } from "@/lib/storage";

const ZParams = z.object({ folder: ZStorageFolder, name: ZStoredName });

export const GET = defineRoute({
  params: ZParams,
  handler: async ({ session, params }) => {
    if (!session) throw new AppError("UNAUTHORIZED", "Please log in first");
    await assertCanReadFile(session, params.folder, params.name);
    // A member's PAN card, age proof or a request's attachment: kept by no browser or proxy, so
    // that it is gone with the session (log-out, a revoked right, a removed document).
    return storedFileResponse(params.folder, params.name, PRIVATE_NO_STORE);
  },
});
