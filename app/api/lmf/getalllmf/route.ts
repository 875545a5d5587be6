// GET /api/lmf/getalllmf - every LMF application (Admin), newest first; ?page=&pageSize= to page
import { listLmfApplications } from "@/lib/content/list-lmf-applications";
import { ZPaging } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZPaging,
  handler: async ({ query }) => {
    const { applications, total } = await listLmfApplications({ page: query.page, pageSize: query.pageSize });
    return { lmfapplications: applications, total };
  },
});
