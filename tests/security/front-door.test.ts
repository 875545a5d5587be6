// @database-independent
// Issue 9 points 1 and 8 at the socket: what server.ts does to every request before Next sees it,
// on a real Node HTTP server with real connections.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createFrontDoor, type TFrontDoorOptions } from "@/lib/http/front-door";

type TReply = { status: number; headers: Record<string, string | string[] | undefined>; seen: string };

const servers: Server[] = [];

/** A server behind the front door that echoes the client address the app would see. */
const startServer = async (options: TFrontDoorOptions) => {
  const frontDoor = createFrontDoor(options);
  const server = createServer((req, res) => {
    if (!frontDoor(req, res)) res.end(String(req.headers[CLIENT_ADDRESS_HEADER]));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};

const get = (port: number, headers: Record<string, string>, path = "/api/auth/user", method = "GET") =>
  new Promise<TReply>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, method }, (res) => {
      let seen = "";
      res.on("data", (chunk) => (seen += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, seen }));
    });
    req.on("error", reject);
    req.end();
  });

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the front door of server.ts", () => {
  it("gives the app the socket's address, whatever X-Forwarded-For or the address header a client sends", async () => {
    const port = await startServer({ hops: 0, siteIsHttps: false, dev: false });
    const reply = await get(port, { "x-forwarded-for": "203.0.113.5", [CLIENT_ADDRESS_HEADER]: "198.51.100.1" });
    expect(reply.seen).toBe("127.0.0.1");
  });

  it("behind one trusted proxy, takes the entry that proxy added, not what the client wrote before it", async () => {
    const port = await startServer({ hops: 1, siteIsHttps: false, dev: false });
    expect((await get(port, { "x-forwarded-for": "203.0.113.5, 198.51.100.9" })).seen).toBe("198.51.100.9");
    expect((await get(port, {})).seen).toBe("127.0.0.1");
  });

  it("sets the security headers on every reply, HSTS only over https", async () => {
    const plain = await get(await startServer({ hops: 0, siteIsHttps: false, dev: false }), {});
    expect(plain.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(plain.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(plain.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(plain.headers["x-frame-options"]).toBe("DENY");
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(plain.headers["permissions-policy"]).toContain("camera=()");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();

    const site = await get(await startServer({ hops: 0, siteIsHttps: true, dev: false }), {});
    expect(site.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    const proxied = await startServer({ hops: 1, siteIsHttps: false, dev: false });
    expect((await get(proxied, { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toMatch(
      /^max-age=\d{7,}/,
    );
    // Without a trusted proxy, a client's own X-Forwarded-Proto says nothing.
    const direct = await startServer({ hops: 0, siteIsHttps: false, dev: false });
    expect((await get(direct, { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers an API path with a broken percent-escape with the JSON 400 itself; other paths go on to Next", async () => {
    const port = await startServer({ hops: 0, siteIsHttps: false, dev: false });
    const broken = await get(port, {}, "/api/servicerequest/getservicerequest/%E0%A4%A");
    expect(broken.status).toBe(400);
    expect(broken.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(broken.seen)).toEqual({ message: "The address holds a broken percent-escape", code: "BAD_REQUEST" });
    expect(broken.headers["x-frame-options"]).toBe("DENY");
    expect((await get(port, {}, "/api/servicerequest/getservicerequest/%E0%A4%A4")).seen).toBe("127.0.0.1");
    expect((await get(port, {}, "/blog/%E0%A4%A")).seen).toBe("127.0.0.1");
  });

  it("answers a method the table does not serve for a known API path with the JSON 405 and Allow", async () => {
    const port = await startServer({ hops: 0, siteIsHttps: false, dev: false });
    const wrong = await get(port, {}, "/api/auth/getalluser", "POST");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(wrong.seen)).toEqual({ message: "POST is not allowed here", code: "METHOD_NOT_ALLOWED" });
    // The table's own methods, HEAD of a GET route, next-auth's endpoints and unknown paths go on to Next.
    expect((await get(port, {}, "/api/auth/getalluser?q=a")).seen).toBe("127.0.0.1");
    expect((await get(port, {}, "/api/auth/getalluser", "HEAD")).status).toBe(200);
    expect((await get(port, {}, "/api/auth/session")).seen).toBe("127.0.0.1");
    expect((await get(port, {}, "/api/auth/csrf", "POST")).seen).toBe("127.0.0.1");
    expect((await get(port, {}, "/api/no/such/route", "PATCH")).seen).toBe("127.0.0.1");
  });
});
