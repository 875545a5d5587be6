// One published post by its slug (the post's page); null for a draft or an unknown slug.
import { getDb } from "../db/client";
import { blogPostSelect, toBlogPost } from "./shapes";
import type { TBlogPost } from "./types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const getBlogPostBySlug = async (slug: string): Promise<TBlogPost | null> => {
  if (!SLUG.test(slug) || slug.length > 120) return null;
  const prisma = await getDb();
  const row = await prisma.blogPost.findFirst({ where: { slug, isPublished: true }, select: blogPostSelect });
  return row ? toBlogPost(row) : null;
};
