// The page guard (Next 16's proxy). Reads the route-role table: a page request without a permitted
// role goes to /login. Only the token is checked here; the members' layout also checks the session
// row in the database (revoked on log-out). API routes are not matched: the API wrapper
// (lib/http/route.ts) authenticates and authorizes every one of them, and a proxy in front of an
// API route would copy its whole body into memory and cut it at 10 MB (uploads). Nor are the
// public reading pages, the routes server.ts rewrites their addresses to (lib/http/public-rewrites.ts)
// and a blog post's or a gallery year's own: they are public for every visitor, and running the
// proxy costs each of their requests about as much as rendering it from the cache (docs/decisions.md,
// "The reading pages skip the page guard"). tests/http/proxy-matcher.test.ts checks that every
// address the matcher skips is a public page.
import { NextResponse, type NextRequest } from "next/server";
import { decideAccess, findPageRule } from "@/lib/auth/route-roles";
import { claimsFromApiHeaders, claimsFromPageHeaders } from "@/lib/auth/session";
import { isRole, type TRole } from "@/lib/auth/roles";
import { PRIVATE_NO_STORE } from "@/lib/http/errors";

/** Public pages that show one person's data (a donor's receipt): stored by no browser or proxy. */
const PERSONAL_PAGE_PREFIXES = ["/paymentreceipt/"];

const rolesFromRequest = async (req: NextRequest): Promise<TRole[] | null> => {
  // Pages open with the session cookie only (a bearer token never passes for it); the API also
  // takes `Authorization: Bearer`.
  const isApi = req.nextUrl.pathname.startsWith("/api/");
  const claims = isApi ? await claimsFromApiHeaders(req.headers) : await claimsFromPageHeaders(req.headers);
  if (!claims) return null;
  const roles = Array.isArray(claims.roles) ? (claims.roles as string[]).filter(isRole) : [];
  return roles;
};

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

  const decision = decideAccess(rule.access, await rolesFromRequest(req));
  if (decision === "allow") return NextResponse.next();
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
