// @database-independent
// The build's chunks as server.ts serves them: scripts/precompress-static.mjs writes Brotli and gzip
// copies after the build, and lib/http/static-files.ts answers /_next/static/* from them, on a real
// Node HTTP server with real files; anything it does not hold goes on to Next as it came.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createStaticFiles } from "@/lib/http/static-files";

type TReply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const distDir = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
const chunks = path.join(distDir, "static", "chunks");
const SCRIPT = `console.log(${JSON.stringify("federation ".repeat(400))});\n`;
const STYLES = `.card{color:#172554}\n`.repeat(200);
const TINY = "x=1;\n";
let server: Server;
let port = 0;
/** What reached "Next" (the fall-through), as method and url. */
const passedOn: string[] = [];

const get = (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
  new Promise<TReply>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: urlPath, headers, method }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (chunk: Buffer) => parts.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });

beforeAll(async () => {
  mkdirSync(chunks, { recursive: true });
  writeFileSync(path.join(chunks, "app.js"), SCRIPT);
  writeFileSync(path.join(chunks, "site.css"), STYLES);
  writeFileSync(path.join(chunks, "tiny.js"), TINY);
  mkdirSync(path.join(distDir, "server"));
  writeFileSync(path.join(distDir, "server", "secret.js"), "module.exports = 'not for visitors';");
  await promisify(execFile)(process.execPath, ["scripts/precompress-static.mjs", path.join(distDir, "static")]);
  const staticFiles = createStaticFiles(distDir);
  server = createServer((req, res) =>
    staticFiles(req, res, () => {
      passedOn.push(`${req.method} ${req.url}`);
      res.writeHead(404, { "Content-Type": "text/plain" }).end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  passedOn.length = 0;
});

describe("precompressed static files", () => {
  it("writes a Brotli and a gzip copy of each compressible file, each the file itself once decoded, and none of a tiny one", () => {
    for (const [name, text] of [
      ["app.js", SCRIPT],
      ["site.css", STYLES],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(path.join(chunks, `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(path.join(chunks, `${name}.gz`))).toString()).toBe(text);
    }
    expect(existsSync(path.join(chunks, "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(chunks, "tiny.js.gz"))).toBe(false);
  });

  it("answers a browser's request with the Brotli copy, immutable and by type, without asking Next", async () => {
    const reply = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
    expect(passedOn).toEqual([]);
  });

  it("gives gzip to a client without Brotli, and the file itself to one that accepts neither", async () => {
    const gzipped = await get("/_next/static/chunks/site.css", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(gunzipSync(gzipped.body).toString()).toBe(STYLES);

    const plain = await get("/_next/static/chunks/site.css");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(STYLES);

    const tiny = await get("/_next/static/chunks/tiny.js", { "accept-encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY);
  });

  it("hands Next, unchanged, what is not a file of the build: a missing chunk, another path, a POST, a way out of the folder", async () => {
    const asked = [
      ["GET", "/_next/static/chunks/missing.js"],
      ["GET", "/_next/static/../server/secret.js"],
      ["GET", "/_next/static/%2e%2e/server/secret.js"],
      ["GET", "/_next/image?url=%2Fimages%2Flogo.svg&w=96&q=75"],
      ["GET", "/blog/blogs"],
      ["POST", "/_next/static/chunks/app.js"],
    ] as const;
    for (const [method, url] of asked) {
      const reply = await get(url, { "accept-encoding": "br" }, method);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe("next");
    }
    expect(passedOn).toEqual(asked.map(([method, url]) => `${method} ${url}`));
  });
});
