// The page guard (Next 16's proxy). Reads the route-role table: a members' page asked for without a
// session cookie goes to /login. Which roles open the page is not decided here: the token holds the
// roles of the log-in, and a role the secretariat grants or takes away afterwards must count at
// once. With a session cookie the page goes through, and the page itself (requirePageAccess) checks
// the session row and the member's roles as they are now in the database, sending a member whose
// roles do not open it to /login as this guard did. API routes are not matched: the API wrapper
// (lib/http/route.ts) authenticates and authorizes every one of them, and a proxy in front of an
// API route would copy its whole body into memory and cut it at 10 MB (uploads). Nor are the
// public reading pages, the routes server.ts rewrites their addresses to (lib/http/public-rewrites.ts)
// and a blog post's or a gallery year's own: they are public for every visitor, and running the
// proxy costs each of their requests about as much as rendering it from the cache (docs/decisions.md,
// "The reading pages skip the page guard"). tests/http/proxy-matcher.test.ts checks that every
// address the matcher skips is a public page.
import { NextResponse, type NextRequest } from "next/server";
import { findPageRule } from "@/lib/auth/route-roles";
import { claimsFromPageHeaders } from "@/lib/auth/session";
import { PRIVATE_NO_STORE } from "@/lib/http/errors";

/** Public pages that show one person's data (a donor's receipt): stored by no browser or proxy. */
const PERSONAL_PAGE_PREFIXES = ["/paymentreceipt/"];

export const proxy = async (req: NextRequest) => {
  const { pathname, search } = req.nextUrl;
  const rule = findPageRule(pathname);
  // Unknown pages fall through to Next (404).
  if (!rule || rule.access === "public") {
    const res = NextResponse.next();
    // Next keeps a Cache-Control already on the reply of a dynamic page.
    if (PERSONAL_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return res;
  }

  // Pages open with the session cookie only (a bearer token never passes for it). Whether the
  // session still exists and its member's roles open this page, the page decides (see above).
  if (await claimsFromPageHeaders(req.headers)) return NextResponse.next();
  const login = new URL("/login", req.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
};

export const config = {
  // Pages only: not the API, Next's own assets or files in public/, nor the public reading pages
  // (the landing, news and posts, the gallery, recognitions, and the throughput bench's floor).
  matcher: [
    "/((?!api/|_next/|favicon.ico|robots.txt|sitemap.xml|images/|fonts/|(?:landing|blog|projectgallery|recognition|bench-bare)(?:[/.]|$)).*)",
  ],
};
