// GET /api/blog/getblogsforadmin - posts, drafts included, the last changed first: {blogs, total, published, nextCursor}; ?take=&cursor= for a page
import { LEGACY_ADMIN_LIST } from "@/lib/content/admin-list";
import { listBlogPostsForAdmin } from "@/lib/content/list-blog-posts";
import { ZAdminListQuery } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZAdminListQuery,
  handler: async ({ query }) => {
    // Without take, as many as the list held before it was paged; nextCursor says when more follow.
    const { items, total, published, nextCursor } = await listBlogPostsForAdmin({
      cursor: query.cursor,
      take: query.take ?? LEGACY_ADMIN_LIST,
    });
    return { blogs: items, total, published, nextCursor };
  },
});
