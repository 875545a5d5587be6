// Requests that change state are taken only from the site's own pages (or from clients that are not
// browsers, which send neither Origin nor Sec-Fetch-Site). Cookies alone (SameSite=Lax) do not stop
// a page on another port of the same host, a top-level GET, or a cross-site form that logs in.
import type { TApiRule } from "../auth/route-roles";
import { getEnv } from "../env";
import { AppError } from "./errors";

export const CROSS_SITE_MESSAGE = "This request must come from the portal's own pages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** host:port of a URL; null for "null" (sandboxed frames, some redirects) and anything unparsable. */
const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/** Hosts (host:port) the site answers as: the Host header, and NEXTAUTH_URL's when set. */
const isOwnHost = (req: Request, host: string) =>
  host === (req.headers.get("host")?.toLowerCase() ?? hostOf(req.url)) || host === hostOf(getEnv().NEXTAUTH_URL ?? "");

/**
 * Whether the same-origin rule applies: to every method but GET/HEAD/OPTIONS, and to legacy GETs
 * that change state; never to a gateway's callback, which its encryption authenticates instead.
 */
export const changesState = (method: string, rule: Pick<TApiRule, "changesState" | "gatewayCallback">) =>
  rule.gatewayCallback !== true && (!SAFE_METHODS.has(method.toUpperCase()) || rule.changesState === true);

/** Throws 403 when a state-changing request says it comes from another origin. */
export const assertSameOrigin = (req: Request, rule: Pick<TApiRule, "changesState" | "gatewayCallback">) => {
  if (!changesState(req.method, rule)) return;
  const fetchSite = req.headers.get("sec-fetch-site")?.toLowerCase();
  // "same-site" includes another port or sub-domain of the same host: not the portal's own page.
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
  const origin = req.headers.get("origin");
  if (origin === null) return;
  const host = hostOf(origin);
  if (!host || !isOwnHost(req, host)) throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
};
