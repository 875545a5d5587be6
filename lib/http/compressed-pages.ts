// Response compression for server.ts, in place of Next's own (`compress: false` in next.config.mjs).
// Next gzips every response again on every request: for a cached public page that is the same
// bytes compressed over and over on the one thread that renders pages (the landing's 80 KB: about
// 0.9 ms of gzip against 0.07 ms to hash it, and a third of the server's throughput under load).
//
// So a page a CDN may cache (a 200 GET of HTML or an RSC payload whose Cache-Control has
// s-maxage and neither private nor no-store) is compressed once per version and encoding: the
// whole body is hashed, and the Brotli (quality 11) or gzip copy of that exact body is kept in a
// bounded in-memory LRU cache. Keyed by content, a publish that changes the page simply finds no
// copy; nothing has to be told. Compression runs on libuv's thread pool, and concurrent first
// requests for one version share it. Anything else (members' pages, API replies, files) is
// compressed on the fly by the `compression` middleware, as Next did.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

type TEncoding = "br" | "gzip";
/** A piece of the body as the handler wrote it. */
type TPart = { chunk: string; encoding: BufferEncoding } | { chunk: Uint8Array; encoding?: undefined };
type THandler = (req: IncomingMessage, res: ServerResponse) => void;

const ENCODINGS: TEncoding[] = ["br", "gzip"];
const MEMO_TYPES = ["text/html", "text/x-component"];
/** A page bigger than this is still compressed once for the request, but not kept. */
const MAX_KEPT_BODY = 2 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compress = (body: Buffer, encoding: TEncoding): Promise<Buffer> =>
  encoding === "br"
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });

// Negotiator 1.x takes the server's preference for encodings the client rates equally ("gzip,
// deflate, br", as browsers send it, then gets Brotli); its published types predate that argument.
type TEncodingNegotiator = { encoding: (available: string[], options: { preferred: string[] }) => string | undefined };
const preferredEncoding = (req: IncomingMessage) =>
  (new Negotiator(req) as unknown as TEncodingNegotiator).encoding(ENCODINGS, { preferred: ENCODINGS }) as TEncoding | undefined;

const bodyOf = (parts: TPart[]): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part.chunk === "string" ? Buffer.from(part.chunk, part.encoding) : part.chunk)));

const headerText = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : String(value ?? "");

/** A reply (to a GET) that is the same for every visitor until its page is published again. */
const isSharedPage = (res: ServerResponse): boolean => {
  if (res.statusCode !== 200 || res.getHeader("Content-Encoding")) return false;
  const cacheControl = headerText(res.getHeader("Cache-Control")).toLowerCase();
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return false;
  const type = headerText(res.getHeader("Content-Type")).toLowerCase();
  return MEMO_TYPES.some((memoType) => type.startsWith(memoType));
};

/** Headers given to writeHead, as setHeader calls (an object or a flat [name, value, ...] list). */
const applyHeaders = (res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) => {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1]!);
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
};

export type TCompressedPages = {
  /** Handles a request: `handle` writes the reply, this layer compresses it. */
  (req: IncomingMessage, res: ServerResponse, handle: THandler): void;
  /** How many bodies were compressed (and not served from the cache); for tests and benches. */
  compressions: () => number;
  /** How many bodies were hashed (not recognised as the address's last one); for tests. */
  hashes: () => number;
};

/** The same body, part for part: one page's cached string is compared by identity first. */
const sameParts = (a: TPart[], b: TPart[]): boolean =>
  a.length === b.length &&
  a.every((part, index) => {
    const other = b[index]!;
    if (typeof part.chunk === "string" || typeof other.chunk === "string")
      return part.chunk === other.chunk && part.encoding === other.encoding;
    return Buffer.from(part.chunk.buffer, part.chunk.byteOffset, part.chunk.byteLength).equals(other.chunk);
  });

export const createCompressedPages = (options: { maxBytes?: number } = {}): TCompressedPages => {
  // Bounded by the bytes it holds: a pending copy counts 1 byte until it is settled and stored
  // again with its real size.
  const kept = new LRUCache<string, Promise<Buffer>>({ maxSize: options.maxBytes ?? 32 * 1024 * 1024 });
  /**
   * Each address's last body and its key in `kept`. Next answers a cached page with the same string
   * every time, and comparing it with the last one costs about a microsecond where hashing the
   * landing's 90 KB costs 55; a body that differs in any byte is hashed as before. Bounded by the
   * bytes it refers to, since any query string makes an address.
   */
  const lastBody = new LRUCache<string, { parts: TPart[]; key: string }>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: ({ parts }) =>
      Math.max(
        1,
        parts.reduce((sum, part) => sum + part.chunk.length, 0),
      ),
  });
  let compressions = 0;
  let hashes = 0;

  /** The key of a body in `kept`: its encoding and a hash of the body as it was written. */
  const keyOf = (parts: TPart[], encoding: TEncoding, address: string): string => {
    const memoKey = `${encoding}:${address}`;
    const last = lastBody.get(memoKey);
    if (last && sameParts(last.parts, parts)) return last.key;
    hashes += 1;
    const hash = createHash("sha1");
    for (const part of parts) {
      if (typeof part.chunk === "string") hash.update(part.chunk, part.encoding);
      else hash.update(part.chunk);
    }
    const key = `${encoding}:${hash.digest("base64")}`;
    // A string cannot change; a buffer could be refilled and written again, so the memo keeps a
    // copy of the bytes it was hashed from (once per hash, never on the path that skips it).
    const copied = parts.map((part): TPart => (typeof part.chunk === "string" ? part : { chunk: Buffer.from(part.chunk) }));
    lastBody.set(memoKey, { parts: copied, key });
    return key;
  };

  /**
   * The copy of a body in one encoding. The body is keyed as it was written (a cached page is one
   * string): a hit allocates no buffer of the page's size, which at hundreds of requests a second
   * would be tens of MB/s of external memory for the collector to chase.
   */
  const compressedCopy = (parts: TPart[], encoding: TEncoding, address: string): Promise<Buffer> => {
    const key = keyOf(parts, encoding, address);
    const hit = kept.get(key);
    if (hit) return hit;
    compressions += 1;
    const body = bodyOf(parts);
    const pending = compress(body, encoding);
    if (body.length > MAX_KEPT_BODY) return pending;
    kept.set(key, pending, { size: 1 });
    pending.then(
      (copy) => kept.set(key, Promise.resolve(copy), { size: copy.length + key.length }),
      () => kept.delete(key),
    );
    return pending;
  };

  // Everything that is not a shared page: compressed as it streams (the middleware's defaults:
  // Brotli at quality 4 or gzip at level 6, nothing under 1 KB).
  const onTheFly = compression();

  const layer = (req: IncomingMessage, res: ServerResponse, handle: THandler) => {
    // Only a GET can be a shared page. HEAD and clients that take no compression go through the
    // middleware, which leaves them be.
    const encoding = req.method === "GET" ? preferredEncoding(req) : undefined;
    if (!encoding) {
      onTheFly(req as never, res as never, () => handle(req, res));
      return;
    }
    onTheFly(req as never, res as never, () => {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const flushHeaders = res.flushHeaders.bind(res);
      const parts: TPart[] = [];
      let decided = false;
      let holding = false;

      const restore = () => {
        res.writeHead = writeHead as never;
        res.write = write as never;
        res.end = end as never;
        res.flushHeaders = flushHeaders;
      };
      /** Decides once, when the headers are complete: hold the body or let it through. */
      const decide = () => {
        if (decided) return;
        decided = true;
        holding = isSharedPage(res);
        if (!holding) restore();
      };
      const collect = (chunk: unknown, chunkEncoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === "function") return;
        if (typeof chunk === "string")
          parts.push({ chunk, encoding: typeof chunkEncoding === "string" ? (chunkEncoding as BufferEncoding) : "utf8" });
        else parts.push({ chunk: chunk as Uint8Array });
      };

      res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
        const headers = rest.find((arg) => typeof arg === "object") as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
        res.statusCode = statusCode;
        applyHeaders(res, headers);
        decide();
        if (holding) return res;
        return writeHead(statusCode, ...rest.filter((arg) => typeof arg !== "object"));
      }) as never;
      res.flushHeaders = () => {
        decide();
        if (!holding) flushHeaders();
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        decide();
        if (!holding) return write(chunk, ...rest);
        collect(chunk, rest[0]);
        const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
        if (callback) process.nextTick(callback);
        return true;
      }) as never;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        decide();
        if (!holding) return end(chunk, ...rest);
        collect(chunk, rest[0]);
        const callback = [chunk, ...rest].find((arg) => typeof arg === "function") as (() => void) | undefined;
        restore();
        compressedCopy(parts, encoding, req.url ?? "").then(
          (copy) => {
            res.removeHeader("Transfer-Encoding");
            res.setHeader("Content-Encoding", encoding);
            res.setHeader("Content-Length", copy.length);
            // The middleware adds Accept-Encoding to Vary as these headers go out (it does for any
            // compressible type, then sees the encoding set and passes the body on as it is).
            end(copy, callback);
          },
          () => {
            // Never a broken reply: the body as it came.
            const body = bodyOf(parts);
            res.setHeader("Content-Length", body.length);
            end(body, callback);
          },
        );
        return res;
      }) as never;
      handle(req, res);
    });
  };

  return Object.assign(layer, { compressions: () => compressions, hashes: () => hashes });
};
