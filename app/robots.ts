// robots.txt: the public site is open to crawlers; the members' area and the API are not.
import type { MetadataRoute } from "next";
import { PAGE_RULES, PUBLIC_PAGES } from "@/lib/auth/route-roles";
import { BLOG_FILE_PREFIX } from "@/lib/content/images";
import { absoluteUrl } from "@/lib/seo/site";

// Rendered per request so that the sitemap address follows the deployment's NEXTAUTH_URL.
export const dynamic = "force-dynamic";

/** "/projects/packstages/[ppackid]" -> "/projects/packstages/": the literal part of each members' route. */
const memberPathPrefixes = (): string[] => {
  const prefixes = PAGE_RULES.map((rule) => {
    const literal = rule.pattern.split("/[")[0]!;
    return literal === rule.pattern ? rule.pattern : `${literal}/`;
  });
  return [...new Set(prefixes)].sort();
};

/** Public pages that a members' prefix would hide (/projects/tableprojects under /projects). */
const publicPagesUnder = (prefixes: string[]) =>
  PUBLIC_PAGES.filter((page) => !page.includes("[") && prefixes.some((prefix) => page !== prefix && page.startsWith(prefix)));

const robots = (): MetadataRoute.Robots => {
  const disallow = memberPathPrefixes();
  return {
    rules: [
      {
        userAgent: "*",
        // Posts' share images and JSON-LD images are uploads under /api/: crawlers take the longest
        // matching rule, so this allow wins over the API's disallow for those files only.
        allow: ["/", ...publicPagesUnder(disallow), BLOG_FILE_PREFIX],
        disallow: [...disallow, "/api/"],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
};

export default robots;
