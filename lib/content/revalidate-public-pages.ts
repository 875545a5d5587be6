// After an admin publishes (or withdraws) a post or a news item, the cached public pages that show
// it are rendered again on their next request instead of waiting for their timer. With several
// instances the page cache is shared (lib/cache/), so every instance sees the refresh at once.
import { revalidatePath } from "next/cache";
import PostgresPageCache, { pathTags } from "../cache/postgres-page-cache.mjs";
import { getEnv } from "../env";

type TRevalidation = { path: string; type?: "page" | "layout" };

/**
 * The pages that show posts or videos: their public addresses and the routes server.ts rewrites
 * them to (lib/http/public-rewrites.ts: / -> /landing/home, /blog/blogs?page=n ->
 * /blog/blogs/page/n, ...). Next caches a rewritten page under its route, and a route pattern only matches when
 * written with its route groups, so those patterns name them. Keep in step with the public routes.
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

/**
 * Marks the content pages and `extraPaths` (a post's page) stale; returns the paths. Never throws:
 * the admin's save has already succeeded.
 *
 * With the shared page cache (DATABASE_URL) it writes the paths' tags itself, and waits for them:
 * the admin's "saved" should mean "on every instance", and Next would write them only after the
 * response. It does not also ask Next: Next's own write, a moment after the response, would be a
 * second revalidation, and make the pages rendered for the first visitors after the publish (whose
 * render began before it, lib/cache/render-starts.mjs) old again at once. Without it, Next keeps
 * the tags in this process, and writes them as the response goes; outside a Next.js request (jest,
 * scripts) there is no page cache to mark then.
 */
export const revalidatePublicPages = async (extraPaths: readonly string[] = []): Promise<string[]> => {
  const entries: TRevalidation[] = [...PUBLIC_CONTENT_PATHS, ...extraPaths.map((path) => ({ path }))];
  if (getEnv().DATABASE_URL) {
    await new PostgresPageCache({}).revalidateTag(entries.flatMap(({ path, type }) => pathTags(path, type)));
  } else {
    for (const { path, type } of entries) {
      try {
        revalidatePath(path, type);
      } catch (error) {
        // "static generation store missing": not inside a request. Anything else is worth a line in the log.
        if (!(error instanceof Error && /store missing|outside a request/i.test(error.message))) {
          console.error(`revalidatePath(${path}) failed`, error);
        }
      }
    }
  }
  return entries.map((entry) => entry.path);
};
