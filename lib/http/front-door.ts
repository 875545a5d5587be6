// What server.ts does to every request before Next sees it: the client's address, decided here and
// nowhere else (any copy of the header a client sent is overwritten), and the security headers. It
// also answers two API mistakes itself in the JSON error shape, which Next would answer before any
// route runs (an HTML 400 page, an empty 405): a broken percent-escape in the path, and a method
// the route-role table does not serve for a path it knows.
import type { IncomingMessage, ServerResponse } from "node:http";
import { allowedApiMethods } from "../auth/route-roles";
import { AppError, errorBody, methodNotAllowed, PRIVATE_NO_STORE } from "./errors";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "./client-address";
import { securityHeaders } from "./security-headers";

export type TFrontDoorOptions = {
  /** TRUSTED_PROXY_HOPS. */
  hops: number;
  /** The site is served over https (NEXTAUTH_URL): HSTS on every reply. */
  siteIsHttps: boolean;
  dev: boolean;
};

const hasBrokenEscape = (path: string) => {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
};

/** The JSON error for an API request Next must not see, or null to hand the request to Next. */
const refusedApiRequest = (method: string, url: string): AppError | null => {
  if (!url.startsWith("/api/")) return null;
  const path = url.split("?")[0]!;
  if (hasBrokenEscape(path)) return new AppError("BAD_REQUEST", "The address holds a broken percent-escape");
  const allowed = allowedApiMethods(path);
  return allowed.length > 0 && !allowed.includes(method) ? methodNotAllowed(method, allowed) : null;
};

/** Returns a function that prepares a request for Next, and returns true when it answered it itself. */
export const createFrontDoor = ({ hops, siteIsHttps, dev }: TFrontDoorOptions) => {
  const plain = Object.entries(securityHeaders({ https: false, dev }));
  const secure = Object.entries(securityHeaders({ https: true, dev }));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    req.headers[CLIENT_ADDRESS_HEADER] =
      resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops) ?? "";
    // Only a trusted proxy's word on the scheme counts (the right-most entry is the nearest proxy's).
    const proto =
      hops > 0
        ? String(req.headers["x-forwarded-proto"] ?? "")
            .split(",")
            .pop()
            ?.trim()
        : undefined;
    for (const [name, value] of siteIsHttps || proto === "https" ? secure : plain) res.setHeader(name, value);
    const error = refusedApiRequest(req.method ?? "GET", req.url ?? "/");
    if (!error) return false;
    res.writeHead(error.status, { "Content-Type": "application/json", "Cache-Control": PRIVATE_NO_STORE, ...error.headers });
    res.end(JSON.stringify(errorBody(error)));
    return true;
  };
};
