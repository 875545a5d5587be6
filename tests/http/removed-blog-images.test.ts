// A removed blog image stops being served through Next's image optimizer at once. The optimizer
// keeps its own copy and never asks the file route again (and keeps serving it after the route
// answers 404), so server.ts puts lib/http/removed-blog-images.ts in front of Next. Here that layer
// runs on a real HTTP server in front of a stand-in optimizer that always has its copy, with the
// real upload, publish and delete calls and real local storage.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GET as getFile } from "@/app/api/content/files/[folder]/[name]/route";
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as deleteBlog } from "@/app/api/blog/deleteblog/route";
import { POST as uploadBlogFiles } from "@/app/api/blog/uploadfiles/route";
import { optimizedBlogImageName, withRemovedBlogImages } from "@/lib/http/removed-blog-images";
import { setupTestDb } from "../helpers/test-db";
import {
  jsonRequest,
  paramsOf,
  png,
  seedAccounts,
  send,
  setupTempStorage,
  uploadRequest,
  type TLogins,
} from "../content/helpers";

const db = setupTestDb();
setupTempStorage();
let auth: TLogins;
let server: Server;
let base = "";
let optimizerCalls = 0;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
  // The optimizer as Next runs it: a copy in its cache answers 200 whatever the route would say now.
  server = createServer(
    withRemovedBlogImages((_req, res) => {
      optimizerCalls += 1;
      res.setHeader("Content-Type", "image/webp");
      res.end("cached optimised copy");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const optimized = (url: string, width = 640) => fetch(`${base}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`);

it("answers the optimizer's address 404 as soon as the post and its image are deleted", async () => {
  const upload = await send(
    uploadBlogFiles,
    uploadRequest("/api/blog/uploadfiles", { file0: { bytes: png(), filename: "camp.png" } }, auth.admin),
  );
  const [image] = (upload.body as { files: { name: string; url: string }[] }).files;
  const saved = await send(
    createBlog,
    jsonRequest(
      "/api/blog/createblog",
      { title: "Eye camp", isPublished: true, coverImage: image!.url, body: "<p>Eye camp at the school.</p>" },
      auth.admin,
    ),
  );
  expect(saved.status).toBeLessThan(300);
  const post = (saved.body as { blog: { id: number } }).blog;
  // Browsers and CDNs may keep the file (and, through minimumCacheTTL, the optimizer's copies) an hour.
  const file = await getFile(new Request(`http://localhost${image!.url}`), paramsOf({ folder: "blog", name: image!.name }));
  expect(file.headers.get("cache-control")).toBe("public, max-age=3600");

  const before = await optimized(image!.url);
  expect(before.status).toBe(200);
  expect(optimizerCalls).toBe(1);

  expect((await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: post.id }, auth.admin))).status).toBe(200);
  for (const width of [640, 1080]) {
    const after = await optimized(image!.url, width);
    expect(after.status).toBe(404);
    expect(after.headers.get("cache-control")).toBe("no-store");
  }
  expect(optimizerCalls).toBe(1);
  // Other addresses still reach Next.
  expect(
    (await fetch(`${base}/_next/image?url=${encodeURIComponent("/images/foundation-default.webp")}&w=640&q=75`)).status,
  ).toBe(200);
});

it("reads only the blog uploads' optimizer addresses, and refuses variants of a stored name", () => {
  expect(optimizedBlogImageName("/_next/image?url=%2Fapi%2Fcontent%2Ffiles%2Fblog%2Fa1.png&w=640&q=75")).toBe("a1.png");
  expect(optimizedBlogImageName("/_next/image?url=%2Fapi%2Fcontent%2Ffiles%2Fblog%2Fa1%252Epng&w=640&q=75")).toBe("");
  expect(optimizedBlogImageName("/_next/image?url=%2Fapi%2Fcontent%2Ffiles%2Fblog%2F..%2Fx.png&w=640")).toBe("");
  expect(optimizedBlogImageName("/_next/image?url=%2Fimages%2Fa.webp&w=640")).toBeNull();
  expect(optimizedBlogImageName("/_next/imagery?url=%2Fapi%2Fcontent%2Ffiles%2Fblog%2Fa1.png")).toBeNull();
  expect(optimizedBlogImageName("/api/content/files/blog/a1.png")).toBeNull();
});
