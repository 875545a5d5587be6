// The public addresses and the cached routes that render them. The legacy addresses (/, /blog,
// /blog?page=2, /blog/blogs, /blog/blogs?page=2, /reports?year=&area=, ...) stay what visitors
// and search engines know; each is answered by an ISR route with the page or filter in its path,
// so that every page of a list is a page of its own in the cache. server.ts applies this table to
// the request's address before Next sees it (`routeOfAddress`): a map lookup, where a rewrite of
// next.config.mjs costs each request of the page it matches 0.07-0.19 ms (Next compiles the
// destination every time; measured on /blog/blogs, ?page=2 and /recognition) and one in proxy.ts
// costs every request the proxy itself (docs/decisions.md, "The reading pages skip the page
// guard").

/** The last value of a query parameter when `pattern` matches the whole of it. */
const queryValue = (search: URLSearchParams, name: string, pattern: RegExp) => {
  const value = search.getAll(name).at(-1);
  return value !== undefined && pattern.test(value) ? value : null;
};

const PAGE = /^\d{1,5}$/;
const YEAR = /^\d{6}$/;
const AREA = /^\d{1,4}$/;
const GALLERY_YEAR = /^\/projectgallery\/(\d{6})$/;

/** Addresses rewritten whatever their query says. */
const FIXED: Record<string, string> = {
  "/": "/landing/home",
  "/landing": "/landing/home",
  "/projectgallery": "/projectgallery/page/1",
  "/recognition": "/recognition/page/1",
};

/**
 * The route that renders a public address, or null when the address is a route itself. Letter
 * case is ignored, as Next's rewrites ignored it (/Blog was the blog).
 */
export const publicRewrite = (address: string, search: URLSearchParams): string | null => {
  const pathname = address.toLowerCase();
  const fixed = FIXED[pathname];
  if (fixed) return fixed;
  if (pathname === "/blog") return `/blog/page/${queryValue(search, "page", PAGE) ?? 1}`;
  if (pathname === "/blog/blogs") return `/blog/blogs/page/${queryValue(search, "page", PAGE) ?? 1}`;
  const galleryYear = GALLERY_YEAR.exec(pathname)?.[1];
  if (galleryYear) {
    // A year's first page is its own route (/projectgallery/[year]); ?page=n goes to the paged one.
    const page = queryValue(search, "page", PAGE);
    return page ? `/projectgallery/${galleryYear}/page/${page}` : null;
  }
  if (pathname === "/reports") {
    // Issue 14: the reports page's year and area pickers (a GET form) land on a cached route.
    const year = queryValue(search, "year", YEAR);
    if (!year) return "/reports/latest/all";
    return `/reports/${year}/${queryValue(search, "area", AREA) ?? "all"}`;
  }
  return null;
};

/**
 * A request's address (path and query, as in `IncomingMessage.url`) with its path replaced by the
 * route that renders it, the query kept as it came; null when the address is a route itself.
 */
export const routeOfAddress = (url: string): string | null => {
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? "" : url.slice(queryAt);
  // An absolute-form or asterisk address (a proxy's, OPTIONS *) is Next's to answer.
  if (!pathname.startsWith("/")) return null;
  const route = publicRewrite(pathname, new URLSearchParams(query));
  return route === null ? null : `${route}${query}`;
};

/** A route that renders public addresses, and the address its menu link names. */
const ROUTE_ADDRESSES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/landing\/home$/, () => "/"],
  [/^\/blog\/page\/\d+$/, () => "/blog"],
  [/^\/blog\/blogs\/page\/\d+$/, () => "/blog/blogs"],
  [/^\/projectgallery\/page\/\d+$/, () => "/projectgallery"],
  [/^\/projectgallery\/(\d{6})\/page\/\d+$/, (match) => `/projectgallery/${match[1]}`],
  [/^\/recognition\/page\/\d+$/, () => "/recognition"],
  [/^\/reports\/(?:latest|\d{6})\/(?:all|\d{1,4})$/, () => "/reports"],
];

/**
 * The public address of a page, from the path Next renders it under. A page reached through
 * server.ts's rewrite is rendered (and cached) under its route, /blog/blogs/page/2 say, and that is
 * what `usePathname()` says there; a menu link names /blog/blogs. Any other path is returned as is.
 */
export const publicAddress = (pathname: string): string => {
  for (const [pattern, address] of ROUTE_ADDRESSES) {
    const match = pattern.exec(pathname);
    if (match) return address(match);
  }
  return pathname;
};
