// GET /api/news/getnewsforadmin - news and speech videos, drafts included: {news, total, published, nextCursor}; ?take=&cursor= for a page
import { LEGACY_ADMIN_LIST } from "@/lib/content/admin-list";
import { listNewsItemsForAdmin } from "@/lib/content/list-news-items";
import { ZAdminListQuery } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZAdminListQuery,
  handler: async ({ query }) => {
    // Without take, as many as the list held before it was paged; nextCursor says when more follow.
    const { items, total, published, nextCursor } = await listNewsItemsForAdmin({
      cursor: query.cursor,
      take: query.take ?? LEGACY_ADMIN_LIST,
    });
    return { news: items, total, published, nextCursor };
  },
});
