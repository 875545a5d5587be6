// Issue 9 against the production server (server.ts in front of Next): security headers on every
// reply, uploads past the proxy's old 10 MB cut, JSON errors for paths no route serves, and state
// changes only from the site's own origin.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { apiLogin, logInTo } from "./fixtures";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;
const pngOf = (bytes: number) => Buffer.concat([PNG_MAGIC, Buffer.alloc(bytes - PNG_MAGIC.length, 7)]);

const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/(^|, )camera=\(\)/);
};

test("every reply carries the security headers: pages, API, static files, errors", async ({ request }) => {
  for (const path of [
    "/",
    "/login",
    "/blog/blogs",
    "/api/news/getallnews",
    "/api/auth/user",
    "/robots.txt",
    "/images/does-not-exist.png",
    "/no-such-page",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), path);
    expect(response.headers()["strict-transport-security"], path).toBeUndefined();
  }
});

test("the portal runs under its Content-Security-Policy: log-in, a members' screen, a public page", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await logInTo(page, "member", "/servicerequests");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await page.goto("/blog/blogs");
  await expect(page.getByRole("heading").first()).toBeVisible();
  expect(violations).toEqual([]);
});

/** A new-request multipart body (raw, so that one field can carry several files) with its content type. */
const newRequestBody = async (request: APIRequestContext, files: Buffer[]) => {
  const { srCat } = (await (await request.get("/api/servicerequest/getservicecategory")).json()) as {
    srCat: { serviceCategoryId: number }[];
  };
  const json = JSON.stringify({
    serviceRequestTitle: "Large photos of the hall",
    serviceCategoryId: srCat[0]!.serviceCategoryId,
    serviceActions: [{ serviceRemark: "Photos attached." }],
  });
  const boundary = "----e2eboundary7MA4YWxkTrZu0gW";
  const filePart = (buffer: Buffer, index: number) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="serviceActionFileNames"; filename="p${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      buffer,
      Buffer.from("\r\n"),
    ]);
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    data: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n`),
      ...files.map(filePart),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    timeout: 60_000,
  };
};

test("uploads up to the documented limits pass the server; a file past them gets 413 naming its field", async ({ request }) => {
  await apiLogin(request, "member");
  // 12 MB in one request: the framework's proxy used to cut every body at 10 MB.
  const ok = await request.post(
    "/api/servicerequest/createservicerequest",
    await newRequestBody(request, [pngOf(6 * MB), pngOf(6 * MB)]),
  );
  expect(ok.status(), await ok.text()).toBe(200);

  const tooLarge = await request.post(
    "/api/servicerequest/createservicerequest",
    await newRequestBody(request, [pngOf(11 * MB)]),
  );
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: [{ field: "serviceActionFileNames" }] });
});

test("a path no route serves answers the JSON error, by any method and body", async ({ request }) => {
  for (const response of [
    await request.get("/api/no/such/route"),
    await request.post("/api/no/such/route", { multipart: { json: "{}" } }),
    await request.get("/api/auth/no-such-call"),
    await request.post("/api/auth/no-such-call", { data: {} }),
  ]) {
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "No such API route", code: "NOT_FOUND" });
  }
  const wrongMethod = await request.post("/api/auth/getalluser", { data: {} });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()["allow"]).toBe("GET, HEAD");
  expect(await wrongMethod.json()).toEqual({ message: "POST is not allowed here", code: "METHOD_NOT_ALLOWED" });
  const broken = await request.get("/api/servicerequest/getservicerequest/%E0%A4%A");
  expect(broken.status()).toBe(400);
  expect(broken.headers()["content-type"]).toMatch(/^application\/json/);
});

test("HEAD on an API route answers as its GET, without a body: a JSON list, an uploaded blog image", async ({ request }) => {
  const list = await request.head("/api/news/getallnews");
  expect(list.status()).toBe(200);
  expect(list.headers()["content-type"]).toMatch(/^application\/json/);
  expect((await list.body()).length).toBe(0);
  await apiLogin(request, "admin");
  const png = pngOf(2048);
  const uploaded = await request.post("/api/blog/uploadfiles", {
    multipart: { fileInputFor: "blog", file0: { name: "head.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  const [file] = ((await uploaded.json()) as { files: { url: string }[] }).files;
  const image = await request.head(file!.url);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const got = await request.get(file!.url);
  expect((await got.body()).equals(png)).toBe(true);
  // The front door streams a GET without a length: HEAD gives what GET gives.
  expect(image.headers()["content-length"]).toBe(got.headers()["content-length"]);
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await image.body()).length).toBe(0);
});

test("a state change from another origin is refused with 403, and the same one from the site passes", async ({
  request,
  baseURL,
}) => {
  const body = { username: "member", password: "Demo@12345" };
  const foreign = await request.post("/api/auth/login", { headers: { origin: "http://127.0.0.1:1" }, form: body });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
  const own = await request.post("/api/auth/login", { headers: { origin: new URL(baseURL!).origin }, form: body });
  expect(own.status()).toBe(200);
});
