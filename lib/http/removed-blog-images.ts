// Next's image optimizer (/_next/image?url=/api/content/files/blog/<name>&w=…) keeps its own copy of
// an uploaded blog image and answers from it without asking the file route again; when the copy
// goes stale and the route then answers 404, Next keeps serving the old copy and stores it again
// (response-cache's retainPreviousCacheEntry), so a removed image would stay public for good. Next
// has no supported way to purge one entry. server.ts therefore asks storage, before Next, whether
// the upload an optimizer address shows still exists, and answers 404 at once when it does not.
// Storage is shared by every instance (S3, or the one local disk), so all of them agree at once.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BLOG_FILE_PREFIX } from "../content/images";
import { getStorage, isSafeStoredName } from "../storage";

type THandler = (req: IncomingMessage, res: ServerResponse) => void;

const OPTIMIZER_PATH = "/_next/image";

/**
 * For an optimizer address whose source is under the blog uploads' prefix: the stored name, or ""
 * when what follows the prefix is no stored name (an encoded or dotted variant of one would be
 * another cache entry of the same file). null for every other address.
 */
export const optimizedBlogImageName = (url: string): string | null => {
  const query = url.indexOf("?");
  if ((query < 0 ? url : url.slice(0, query)) !== OPTIMIZER_PATH || query < 0) return null;
  const source = new URLSearchParams(url.slice(query + 1)).get("url");
  if (!source?.startsWith(BLOG_FILE_PREFIX)) return null;
  const name = source.slice(BLOG_FILE_PREFIX.length);
  return isSafeStoredName(name) ? name : "";
};

const notFound = (res: ServerResponse) => {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  // A removed image: neither a browser nor a CDN should keep this answer past a re-upload check.
  res.setHeader("Cache-Control", "no-store");
  res.end("Not found");
};

/** Wraps the handler that reaches Next: optimizer addresses of removed blog uploads are answered 404 first. */
export const withRemovedBlogImages =
  (next: THandler): THandler =>
  (req, res) => {
    const name = req.url ? optimizedBlogImageName(req.url) : null;
    if (name === null) return next(req, res);
    if (name === "") return notFound(res);
    getStorage()
      .exists("blog", name)
      .then(
        (exists) => (exists ? next(req, res) : notFound(res)),
        (error: unknown) => {
          // Storage unreachable: let Next answer as before rather than fail every image.
          console.error(`could not check blog image ${name}`, error);
          next(req, res);
        },
      );
  };
