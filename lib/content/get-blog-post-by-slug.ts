// One published post by its slug (the post's page); null for a draft, an unknown slug or a post dated outside the shown range.
import { getDb } from "../db/client";
import { blogPostSelect, publishedBlogWhere, toBlogPost } from "./shapes";
import type { TBlogPost } from "./types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const getBlogPostBySlug = async (slug: string): Promise<TBlogPost | null> => {
  if (!SLUG.test(slug) || slug.length > 120) return null;
  const prisma = await getDb();
  const row = await prisma.blogPost.findFirst({ where: { slug, ...publishedBlogWhere() }, select: blogPostSelect });
  return row ? toBlogPost(row) : null;
};
