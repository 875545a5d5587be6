// GET /api/news/getallnews - published news and speech videos ({"news":[...], total}); ?kind=news|speech
// to filter; ?page=&pageSize= (at most 50) for one page of them, since without it the reply holds
// the newest 50 only (`total` shows the cut).
import { listNewsItemsPage } from "@/lib/content/list-news-items";
import { ZNewsQuery } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZNewsQuery,
  handler: async ({ query }) => {
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { items, total } = await listNewsItemsPage({ kind: query.kind, page, pageSize });
    return paged ? { news: items, total, page, pageSize } : { news: items, total };
  },
});
