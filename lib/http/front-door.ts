// What server.ts does to every request before Next sees it: the client's address, decided here and
// nowhere else (any copy of the header a client sent is overwritten), and the security headers. It
// also answers an API path with a broken percent-escape itself, in the JSON error shape (Next would
// answer it with an HTML page before any route runs).
import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "./client-address";
import { securityHeaders } from "./security-headers";

export type TFrontDoorOptions = {
  /** TRUSTED_PROXY_HOPS. */
  hops: number;
  /** The site is served over https (NEXTAUTH_URL): HSTS on every reply. */
  siteIsHttps: boolean;
  dev: boolean;
};

const hasBrokenEscape = (url: string) => {
  try {
    decodeURIComponent(url.split("?")[0]!);
    return false;
  } catch {
    return true;
  }
};

const BROKEN_ESCAPE_REPLY = JSON.stringify({ message: "The address holds a broken percent-escape", code: "BAD_REQUEST" });

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
    const url = req.url ?? "/";
    if (!url.startsWith("/api/") || !hasBrokenEscape(url)) return false;
    res.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "private, no-store" });
    res.end(BROKEN_ESCAPE_REPLY);
    return true;
  };
};
