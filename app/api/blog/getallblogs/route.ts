// GET /api/blog/getallblogs - every published post: {"blogs":[...]} (the legacy call, uncut), or one
// page with ?page=&pageSize=
import { listAllBlogPosts, listBlogPosts } from "@/lib/content/list-blog-posts";
import { ZBlogPaging } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  query: ZBlogPaging,
  handler: async ({ query }) => {
    if (query.page === undefined && query.pageSize === undefined) return { blogs: await listAllBlogPosts() };
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const { posts, total } = await listBlogPosts({ page, pageSize });
    return { blogs: posts, total, page, pageSize };
  },
});
