// URL slugs of blog posts: from the title, unique among posts, never one of the blog's own routes.
import type { TPrisma } from "../db/client";

/** Addresses under /blog/ that are not posts: /blog/page/{n} (the videos) and /blog/blogs (the articles). */
export const RESERVED_SLUGS: readonly string[] = ["page", "blogs"];

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.includes(slug);

export const slugify = (title: string): string =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "") || "post";

/** `base`, or `base-2`, `base-3`, ... : the first not used by another post nor reserved. */
export const uniqueSlug = async (prisma: Pick<TPrisma, "blogPost">, base: string, exceptId: number | null): Promise<string> => {
  const taken = await prisma.blogPost.findMany({
    where: { slug: { startsWith: base }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { slug: true },
  });
  const used = new Set([...RESERVED_SLUGS, ...taken.map((row) => row.slug)]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
};
