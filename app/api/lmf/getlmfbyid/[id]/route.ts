// GET /api/lmf/getlmfbyid/{id} - one LMF application (Admin)
import { getLmfApplicationOrThrow } from "@/lib/content/list-lmf-applications";
import { ZIdParam } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  params: ZIdParam,
  handler: async ({ params }) => ({ lmf: await getLmfApplicationOrThrow(params.id) }),
});
