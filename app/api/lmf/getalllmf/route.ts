// GET /api/lmf/getalllmf - every LMF application (Admin), newest first; ?page=&pageSize= for a page
// (with page, pageSize, pages); without them the whole list as before. total is always all of them.
import { listLmfApplications } from "@/lib/content/list-lmf-applications";
import { ZPaging } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZPaging,
  handler: async ({ query }) => {
    const { applications, ...rest } = await listLmfApplications({ page: query.page, pageSize: query.pageSize });
    return { lmfapplications: applications, ...rest };
  },
});
