// URL slugs of blog posts: from the title, unique among posts, never one of the blog's own routes.
// All but uniqueSlug is pure, and the database import is a type: the admin form runs this in the browser too.
import type { TPrisma } from "../db/client";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a title with no English letter or digit gets when no slug is sent (legacy API clients). */
const FALLBACK_SLUG = "post";

/** Addresses under /blog/ that are not posts: /blog/page/{n} (the videos) and /blog/blogs (the articles). */
export const RESERVED_SLUGS: readonly string[] = ["page", "blogs"];

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.includes(slug);

/** The slug the title's English letters and digits make (accents dropped), or null when it has none ("दिल्ली में जल शिविर"). */
export const titleSlug = (title: string): string | null =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "") || null;

export const slugify = (title: string): string => titleSlug(title) ?? FALLBACK_SLUG;

/** A slug typed in the form as the API stores it (trimmed, lower case). */
export const cleanSlug = (slug: string) => slug.trim().toLowerCase();

/**
 * Why the form's "Address (slug)" cannot be saved, or null. Empty is fine for a post being edited
 * (it keeps its address) and for a new one whose title makes one; a title in Hindi or Tamil makes
 * none, and "/blog/post-3" would say nothing, so the form asks for it (docs/decisions.md).
 */
export const slugFieldError = ({ slug, title, isNew }: { slug: string; title: string; isNew: boolean }): string | null => {
  const typed = cleanSlug(slug);
  if (typed === "")
    return isNew && title.trim() !== "" && titleSlug(title) === null
      ? "Give the post an address in English letters, such as delhi-water-camp: the title has none to make it from."
      : null;
  if (typed.length > 100) return "The address must be at most 100 characters.";
  if (!SLUG_PATTERN.test(typed)) return "Use only English letters, digits and single dashes, such as delhi-water-camp.";
  if (isReservedSlug(typed)) return "This address is the blog's own; choose another.";
  return null;
};

/** The hint under the field: the address the post will have. */
export const slugFieldHint = ({ slug, title, saved }: { slug: string; title: string; saved: string | null }): string => {
  const typed = cleanSlug(slug);
  if (typed !== "" && SLUG_PATTERN.test(typed))
    return saved && typed !== saved
      ? `The post moves to /blog/${typed}; links to /blog/${saved} will stop working.`
      : `The post's address: /blog/${typed}`;
  if (saved) return `Left empty, the post keeps its address: /blog/${saved}`;
  const fromTitle = titleSlug(title);
  return fromTitle
    ? `Left empty, it is made from the title: /blog/${fromTitle}`
    : "English letters, digits and dashes, such as delhi-water-camp; needed when the title has no English letters.";
};

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
