// GET /api/fcradonations/getallfcradonations - every donation (Admin), newest first; ?page=&pageSize= to page
import { listFcraDonations } from "@/lib/content/list-fcra-donations";
import { ZPaging } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZPaging,
  handler: async ({ query }) => {
    const { donations, total } = await listFcraDonations({ page: query.page, pageSize: query.pageSize });
    return { fcradonations: donations, total };
  },
});
