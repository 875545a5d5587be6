// After an admin publishes (or withdraws) a post or a news item, the cached public pages that show
// it are regenerated on their next request instead of waiting for their timer.
import { revalidatePath } from "next/cache";

type TRevalidation = { path: string; type?: "page" | "layout" };

/**
 * The pages that show posts or videos: their public addresses and the routes next.config.mjs
 * rewrites them to (/ -> /landing/home, /blog/blogs -> /blog/blogs/page/1, ...). Next caches a
 * rewritten page under its route, and a route pattern only matches when written with its route
 * groups, so those patterns name them. Keep in step with the public routes.
 */
export const PUBLIC_CONTENT_PATHS: readonly TRevalidation[] = [
  { path: "/" },
  { path: "/landing" },
  { path: "/(public)/(landing)/landing/[variant]", type: "page" },
  { path: "/blog" },
  { path: "/blog/blogs" },
  { path: "/(public)/(site)/blog/page/[page]", type: "page" },
  { path: "/(public)/(site)/blog/blogs/page/[page]", type: "page" },
  { path: "/sitemap.xml" },
];

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** A no-op outside a Next.js request (jest, scripts), where there is no cache to revalidate. */
export const revalidatePublicPages = (extraPaths: readonly string[] = []): string[] => {
  const entries: TRevalidation[] = [...PUBLIC_CONTENT_PATHS, ...extraPaths.map((path) => ({ path }))];
  for (const { path, type } of entries) {
    try {
      if (type) revalidatePath(path, type);
      else revalidatePath(path);
    } catch (error) {
      // "static generation store missing": not inside a request. Anything else is worth a line in the log.
      if (!(error instanceof Error && /store missing|outside a request/i.test(error.message))) {
        console.error(`revalidatePath(${path}) failed`, error);
      }
    }
  }
  return entries.map((entry) => entry.path);
};
