// POST /api/blog/deleteblog - delete a blog post by id
import { deleteBlogPost } from "@/lib/content/delete-blog-post";
import { ZIdBody } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: ZIdBody,
  handler: async ({ json }) => {
    await deleteBlogPost(json.id);
    return { status: 1, message: "Blog post deleted." };
  },
});
