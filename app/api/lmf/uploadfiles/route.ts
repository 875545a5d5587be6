// POST /api/lmf/uploadfiles - store an applicant's documents (fileInputFor, file0..N; images or PDF)
import { uploadContentFiles } from "@/lib/content/upload-content-files";
import { assertByteBudget, RATE_LIMITS, spendByteBudget } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  rawBody: true,
  rateLimit: RATE_LIMITS.lmfUpload,
  handler: async ({ req, address }) => {
    // Anyone may upload: besides the request limit, a byte budget per address and hour.
    await assertByteBudget(RATE_LIMITS.lmfUploadBytes, address);
    const { reply, storedBytes } = await uploadContentFiles(req, "lmf");
    await spendByteBudget(RATE_LIMITS.lmfUploadBytes, address, storedBytes);
    return { status: 1, ...reply };
  },
});
