// POST /api/blog/createblog - create or update (with id) a blog post; publishes when isPublished
import { z } from "zod";
import { saveBlogPost } from "@/lib/content/save-blog-post";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: z.unknown(),
  handler: async ({ json, session }) => {
    const { post, created } = await saveBlogPost({ input: json, session: session! });
    const message = post.isPublished ? "Blog post published." : "Blog post saved as a draft.";
    return Response.json({ status: 1, message, blog: post }, { status: created ? 201 : 200 });
  },
});
