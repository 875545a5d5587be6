// GET /api/blog/getblogsforadmin - every post, drafts included, for the admin screen
import { listBlogPostsForAdmin } from "@/lib/content/list-blog-posts";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  handler: async () => ({ blogs: await listBlogPostsForAdmin() }),
});
