// The page and API guard (Next 16's proxy). Reads the route-role table: a page request without a
// permitted role goes to /login; an API request gets 401 (no session) or 403 (wrong role) as JSON.
// Only the token is checked here; the API wrapper and the members' layout also check the session
// row in the database (revoked on log-out).
import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_REFUSED_MESSAGES, decideAccess, findApiRule, findPageRule } from "@/lib/auth/route-roles";
import { decodeToken, tokenFromHeaders } from "@/lib/auth/session";
import { isRole, type TRole } from "@/lib/auth/roles";

const rolesFromRequest = async (req: NextRequest): Promise<TRole[] | null> => {
  const claims = await decodeToken(tokenFromHeaders(req.headers));
  if (!claims) return null;
  const roles = Array.isArray(claims.roles) ? (claims.roles as string[]).filter(isRole) : [];
  return roles;
};

export const proxy = async (req: NextRequest) => {
  const { pathname, search } = req.nextUrl;
  const isApi = pathname.startsWith("/api/");
  const rule = isApi ? findApiRule(req.method, pathname) : findPageRule(pathname);
  // Unknown pages fall through to Next (404); unknown API routes are refused by the API wrapper.
  if (!rule || rule.access === "public") return NextResponse.next();

  const decision = decideAccess(rule.access, await rolesFromRequest(req));
  if (decision === "allow") return NextResponse.next();
  if (isApi) {
    return decision === "login"
      ? NextResponse.json({ message: ACCESS_REFUSED_MESSAGES.login, code: "UNAUTHORIZED" }, { status: 401 })
      : NextResponse.json({ message: ACCESS_REFUSED_MESSAGES.forbidden, code: "FORBIDDEN" }, { status: 403 });
  }
  const login = new URL("/login", req.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
};

export const config = {
  // Everything but Next's own assets, files in public/ and next-auth's endpoints.
  matcher: ["/((?!_next/|api/auth/(?:session|csrf|providers|signin|signout|callback|_log)|favicon.ico|robots.txt|sitemap.xml|images/|fonts/|scripts/).*)"],
};
