// After an admin publishes (or withdraws) a post or a news item, the cached public pages that show
// it are rendered again at once instead of waiting for their timer.
//
// Those pages are the script-free Pages Router pages (pages/, docs/decisions.md). Their ISR cache
// answers only to res.revalidate() in a Pages API route (the App Router's revalidatePath does
// not reach it), so the portal asks its own pages/api/internal/revalidate.ts, with a token signed
// by the auth secret. The sitemap is an App Router route: revalidatePath.
import { revalidatePath } from "next/cache";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { BLOG_PAGE_SIZE } from "./list-blog-posts";
import { revalidationToken } from "./revalidation-token";
import { publishedBlogWhere } from "./shapes";

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/**
 * The pages that list posts or videos, by the routes next.config.mjs rewrites their public
 * addresses to (/ -> /landing/home, /blog -> /blog/page/1, /blog/blogs?page=n -> /blog/blogs/page/n).
 */
export const contentListRoutes = (blogPages: number): string[] => [
  "/landing/home",
  "/blog/page/1",
  ...Array.from({ length: blogPages }, (_, index) => `/blog/blogs/page/${index + 1}`),
];

/** The server itself: `next start` puts its port in PORT; INTERNAL_URL overrides (another bind address). */
const internalOrigin = () => {
  const env = getEnv();
  return env.INTERNAL_URL ?? `http://127.0.0.1:${env.PORT}`;
};

const revalidateSitemap = () => {
  try {
    revalidatePath("/sitemap.xml");
  } catch (error) {
    // "static generation store missing": not inside a request (jest, scripts). Anything else is worth a line in the log.
    if (!(error instanceof Error && /store missing|outside a request/i.test(error.message))) {
      console.error("revalidatePath(/sitemap.xml) failed", error);
    }
  }
};

/**
 * Renders the landing page, the news pages and `extraPaths` (a post's page) again, and marks the
 * sitemap stale. Returns the routes it asked for. Outside a Next.js server (jest, scripts) there
 * is no cache, and it only returns them. Never throws: the admin's save has already succeeded.
 */
export const revalidatePublicPages = async (extraPaths: readonly string[] = []): Promise<string[]> => {
  const prisma = await getDb();
  // One page more than there are now: a withdrawn post shortens the list by one.
  const published = await prisma.blogPost.count({ where: publishedBlogWhere });
  const paths = [...contentListRoutes(Math.ceil(published / BLOG_PAGE_SIZE) + 1), ...extraPaths];
  revalidateSitemap();
  // Set by Next.js in its server; jest and scripts have no page cache to refresh.
  if (!process.env.NEXT_RUNTIME) return paths;
  try {
    const response = await fetch(new URL("/api/internal/revalidate", internalOrigin()), {
      method: "POST",
      headers: { Authorization: `Bearer ${revalidationToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify({ paths }),
    });
    if (!response.ok) console.error("revalidating the public pages failed", response.status, await response.text());
  } catch (error) {
    console.error("revalidating the public pages failed", error);
  }
  return paths;
};
