// @database-independent
// Compression as server.ts does it (lib/http/compressed-pages.ts), on a real Node HTTP server with
// real zlib: a shared page (200 GET, HTML or RSC, s-maxage, not private) is compressed once per
// version and encoding and then answered from the copy; everything else is compressed on the fly
// by the `compression` middleware, or not at all when the client takes no compression.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createCompressedPages, type TCompressedPages } from "@/lib/http/compressed-pages";

type TReply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const SHARED = "public, s-maxage=600, stale-while-revalidate=31535400";
const PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";
const page = (version: string) => `<!DOCTYPE html><html><body>${`<p>${version} federation news</p>`.repeat(300)}</body></html>`;

let current = page("first");
/** One buffer that "Next" writes on every request and refills in place between them. */
const refilled = Buffer.from(page("first"));
let server: Server;
let port = 0;
let layer: TCompressedPages;

/** A reply written in one `end`, with its status, Cache-Control and type set beforehand. */
const reply =
  (status: number, cacheControl: string, type: string, body: () => string) => (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = status;
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Content-Type", type);
    res.end(body());
  };
const HTML = "text/html; charset=utf-8";

/** What "Next" answers for each path: the ways Next writes a reply (end, chunks, flushHeaders, writeHead). */
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  "/page": reply(200, SHARED, HTML, () => current),
  "/streamed": (_req, res) => {
    res.setHeader("Cache-Control", SHARED);
    res.setHeader("Content-Type", "text/x-component");
    res.flushHeaders();
    const half = Math.floor(current.length / 2);
    res.write(current.slice(0, half));
    setTimeout(() => {
      res.write(Buffer.from(current.slice(half)));
      res.end();
    }, 5);
  },
  "/write-head": (_req, res) => {
    res.writeHead(200, { "Cache-Control": SHARED, "Content-Type": "text/html", Vary: "rsc" }).end(current);
  },
  "/refilled": (_req, res) => {
    res.writeHead(200, { "Cache-Control": SHARED, "Content-Type": HTML }).end(refilled);
  },
  "/member": reply(200, PRIVATE, HTML, () => current),
  "/missing": reply(404, SHARED, HTML, () => current),
  "/json": reply(200, SHARED, "application/json", () => JSON.stringify({ text: current })),
};

const get = (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
  new Promise<TReply>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: urlPath, headers, method, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (chunk: Buffer) => parts.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });

const decoded = (reply: TReply) => {
  const encoding = reply.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(reply.body).toString();
  if (encoding === "gzip") return gunzipSync(reply.body).toString();
  return reply.body.toString();
};

beforeEach(async () => {
  current = page("first");
  layer = createCompressedPages();
  server = createServer((req, res) => layer(req, res, (request, response) => routes[request.url ?? ""]!(request, response)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a shared page", () => {
  it("is compressed once and then served from the copy, with a length and Vary", async () => {
    const first = await get("/page", { "accept-encoding": "gzip, deflate, br" });
    const second = await get("/page", { "accept-encoding": "gzip, deflate, br" });
    for (const reply of [first, second]) {
      expect(reply.status).toBe(200);
      expect(reply.headers["content-encoding"]).toBe("br");
      expect(reply.headers["content-length"]).toBe(String(reply.body.length));
      expect(reply.headers["transfer-encoding"]).toBeUndefined();
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(reply)).toBe(current);
    }
    expect(layer.compressions()).toBe(1);
  });

  it("keeps one copy per encoding, chosen by Accept-Encoding", async () => {
    const gzipped = await get("/page", { "accept-encoding": "gzip" });
    const brotli = await get("/page", { "accept-encoding": "br;q=1, gzip;q=0.5" });
    await get("/page", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(decoded(gzipped)).toBe(current);
    expect(decoded(brotli)).toBe(current);
    expect(layer.compressions()).toBe(2);
  });

  it("is compressed again when its content changes (a publish), and the new version is served", async () => {
    await get("/page", { "accept-encoding": "br" });
    current = page("second");
    const after = await get("/page", { "accept-encoding": "br" });
    expect(decoded(after)).toBe(current);
    expect(decoded(after)).toContain("second federation news");
    expect(layer.compressions()).toBe(2);
  });

  it("is hashed once while the address answers the same body, and again when it changes", async () => {
    const br = { "accept-encoding": "br" };
    for (let round = 0; round < 3; round += 1) expect(decoded(await get("/page", br))).toBe(current);
    expect([layer.hashes(), layer.compressions()]).toEqual([1, 1]);
    // The same body at another address, or for another encoding: hashed for that address, and the
    // address's copy found by its hash.
    expect(decoded(await get("/write-head", br))).toBe(current);
    expect(decoded(await get("/page", { "accept-encoding": "gzip" }))).toBe(current);
    expect([layer.hashes(), layer.compressions()]).toEqual([3, 2]);
    // One word changed, the length the same: hashed, compressed and served.
    current = current.replace("first federation", "fixed federation");
    expect(decoded(await get("/page", br))).toBe(current);
    expect([layer.hashes(), layer.compressions()]).toEqual([4, 3]);
    // Chunks (a string, then a Buffer) are compared part for part.
    for (let round = 0; round < 2; round += 1) expect(decoded(await get("/streamed", br))).toBe(current);
    expect(layer.hashes()).toBe(5);
  });

  it("is hashed again when the same buffer is written refilled with another body", async () => {
    const br = { "accept-encoding": "br" };
    refilled.write(page("first"));
    expect(decoded(await get("/refilled", br))).toBe(page("first"));
    refilled.write(page("other"));
    expect(decoded(await get("/refilled", br))).toBe(page("other"));
    expect([layer.hashes(), layer.compressions()]).toEqual([2, 2]);
  });

  it("shares one compression between concurrent first requests", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => get("/page", { "accept-encoding": "br" })));
    for (const reply of replies) expect(decoded(reply)).toBe(current);
    expect(layer.compressions()).toBe(1);
  });

  it("written in chunks after flushHeaders, or with writeHead's headers, arrives whole", async () => {
    for (const path of ["/streamed", "/write-head", "/streamed", "/write-head"]) {
      const reply = await get(path, { "accept-encoding": "br" });
      expect(reply.headers["content-encoding"]).toBe("br");
      expect(decoded(reply)).toBe(current);
    }
    // The two ways of writing produce the same body: one copy serves both.
    expect(layer.compressions()).toBe(1);
    expect((await get("/write-head", { "accept-encoding": "br" })).headers.vary).toBe("rsc, Accept-Encoding");
  });

  it("goes out as it is to a client that takes no compression, and to HEAD", async () => {
    const plain = await get("/page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(current);
    const head = await get("/page", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(layer.compressions()).toBe(0);
  });
});

describe("anything else", () => {
  it.each([
    ["a member's page (private, no-store)", "/member"],
    ["an error page", "/missing"],
    ["a JSON reply", "/json"],
  ])("%s is compressed on the fly every time, never kept", async (_label, path) => {
    const first = await get(path, { "accept-encoding": "gzip" });
    const second = await get(path, { "accept-encoding": "gzip" });
    for (const reply of [first, second]) {
      expect(reply.headers["content-encoding"]).toBe("gzip");
      expect(decoded(reply)).toContain("first federation news");
    }
    expect(layer.compressions()).toBe(0);
  });
});
