// POST /api/lmf/uploadfiles - store an applicant's documents (fileInputFor, file0..N; images or PDF)
import { uploadContentFiles } from "@/lib/content/upload-content-files";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  rawBody: true,
  rateLimit: RATE_LIMITS.lmfUpload,
  handler: async ({ req }) => ({ status: 1, ...(await uploadContentFiles(req, "lmf")) }),
});
