// Shared settings of the script-free public pages (pages/, docs/decisions.md): rendered by the
// Pages Router without its client runtime, and cached (ISR) like the App Router pages were.
// Each page says so itself with `export const config: PageConfig = { unstable_runtimeJS: false }`
// (a literal: Next reads it at build time): the browser gets the HTML, the CSS and
// public/scripts/site.js, and no framework JavaScript.
import type { GetStaticPaths } from "next";

/** Pages with a parameter render nothing at build time (the embedded database exists only once
 *  the server runs): each address is rendered on its first visit, then served from the cache. */
export const renderOnFirstVisit: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

/** Content pages: refreshed at once when an admin publishes (lib/content/revalidate-public-pages),
 *  otherwise at most every 10 minutes. */
export const CONTENT_REVALIDATE_SECONDS = 600;

/** Copy pages: the interval only gives them a stale-while-revalidate header for a CDN. */
export const COPY_REVALIDATE_SECONDS = 86400;

/** getStaticProps' 404 for an unknown post, year or page: cached, and checked again on the same timer. */
export const NOT_FOUND = { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS } as const;
