// The build's immutable assets (/_next/static/...), served by server.ts from the Brotli and gzip
// copies that scripts/precompress-static.mjs wrote after the build, through sirv. Next would gzip
// each chunk again on every request (its compression middleware keeps nothing): on a page's first
// load that is a dozen scripts compressed on the one thread that also renders pages, and the
// stylesheet waits in that queue. A file without a copy, or a client that accepts neither encoding,
// gets the file itself; a path the build does not hold goes on to Next (its 404).
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";

const STATIC_PREFIX = "/_next/static/";
const YEAR_SECONDS = 31_536_000;
/** Text types named with their charset, as Next named them (the build's CSS holds UTF-8 characters). */
const TEXT_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

type TStaticFiles = (req: IncomingMessage, res: ServerResponse, fallThrough: () => void) => void;

/** Serves `${STATIC_PREFIX}*` from `${distDir}/static`; anything else, or a missing file, goes to `fallThrough`. */
export const createStaticFiles = (distDir: string): TStaticFiles => {
  // In production sirv lists the folder once, at start-up, and answers from that list only.
  const serve = sirv(path.join(distDir, "static"), {
    dev: false,
    etag: false,
    brotli: true,
    gzip: true,
    extensions: [],
    maxAge: YEAR_SECONDS,
    immutable: true,
    setHeaders: (res, pathname) => {
      const type = TEXT_TYPES[path.extname(pathname)];
      if (type) res.setHeader("Content-Type", type);
    },
  });
  return (req, res, fallThrough) => {
    const url = req.url ?? "/";
    if (!url.startsWith(STATIC_PREFIX) || (req.method !== "GET" && req.method !== "HEAD")) return fallThrough();
    req.url = url.slice(STATIC_PREFIX.length - 1);
    serve(req, res, () => {
      // Not a file of this build: Next answers as before, with the request as it came.
      req.url = url;
      delete (req as { _parsedUrl?: unknown })._parsedUrl;
      fallThrough();
    });
  };
};
