// Blog images: POST /api/blog/uploadfiles (Admin; images only by content, size limit, nothing
// stored on failure), the public file route, and who may read LMF documents.
import { GET as getFile } from "@/app/api/content/files/[folder]/[name]/route";
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as uploadBlogFiles } from "@/app/api/blog/uploadfiles/route";
import { GET as getStorageFile } from "@/app/api/storage/[folder]/[name]/route";
import { getStorage } from "@/lib/storage";
import { setupTestDb } from "../helpers/test-db";
import {
  fieldsOf,
  jsonRequest,
  paramsOf,
  pdf,
  png,
  seedAccounts,
  send,
  setupTempStorage,
  svgText,
  uploadRequest,
  type TLogins,
} from "./helpers";

const db = setupTestDb();
const stored = setupTempStorage();
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

const validPost = {
  title: "Our new water plant",
  summary: "Two thousand litres a day.",
  body: "The plant opened on Monday and serves 400 families.",
  isPublished: true,
};
const coverOf = (body: unknown) => (body as { blog: { coverImage: string } }).blog.coverImage;

describe("POST /api/blog/uploadfiles", () => {
  const url = "/api/blog/uploadfiles";

  it("is for Admin only", async () => {
    expect((await send(uploadBlogFiles, uploadRequest(url, { file0: { bytes: png(), filename: "a.png" } }))).status).toBe(401);
    expect(
      (await send(uploadBlogFiles, uploadRequest(url, { file0: { bytes: png(), filename: "a.png" } }, auth.member))).status,
    ).toBe(403);
    expect(await stored("blog")).toEqual([]);
  });

  it("stores images under generated names and replies their URLs; anyone may fetch them", async () => {
    const reply = await send(
      uploadBlogFiles,
      uploadRequest(
        url,
        {
          fileInputFor: "coverImage",
          file0: { bytes: png(2048), filename: "../../evil name.png" },
          file1: { bytes: png(), filename: "b.png" },
        },
        auth.admin,
      ),
    );
    expect(reply.status).toBe(200);
    const body = reply.body as { fileInputFor: string; files: { name: string; url: string }[]; fileNames: string };
    expect(body.fileInputFor).toBe("coverImage");
    expect(body.files).toHaveLength(2);
    expect(body.files[0]!.name).toMatch(/^[a-f0-9]{32}-evil_name\.png$/);
    expect(body.files[0]!.url).toBe(`/api/content/files/blog/${body.files[0]!.name}`);
    expect(body.fileNames).toBe(body.files.map((file) => file.name).join(","));
    expect((await stored("blog")).sort()).toEqual(body.files.map((file) => file.name).sort());

    const name = body.files[0]!.name;
    const file = await getFile(
      new Request(`http://localhost/api/content/files/blog/${name}`),
      paramsOf({ folder: "blog", name }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toContain("public");
    expect(Buffer.from(await file.arrayBuffer()).length).toBe(2048);
    // The uploaded image can be the post's cover, by URL or by bare name.
    const post = await send(
      createBlog,
      jsonRequest("/api/blog/createblog", { ...validPost, title: "With a cover", coverImage: name }, auth.admin),
    );
    expect(coverOf(post.body)).toBe(`/api/content/files/blog/${name}`);
  });

  it("refuses a file that is not an image by its content, and stores nothing", async () => {
    const before = await stored("blog");
    for (const bytes of [pdf(), svgText(), Buffer.from("MZ fake executable with a png name")]) {
      const reply = await send(
        uploadBlogFiles,
        uploadRequest(
          url,
          { file0: { bytes: png(), filename: "ok.png" }, file1: { bytes, filename: "picture.png", type: "image/png" } },
          auth.admin,
        ),
      );
      expect(reply.status).toBe(400);
      expect(fieldsOf(reply)).toEqual(["file1"]);
    }
    expect(await stored("blog")).toEqual(before);
  });

  it("refuses a file over 5 MB with 413, and stores nothing", async () => {
    const before = await stored("blog");
    const reply = await send(
      uploadBlogFiles,
      uploadRequest(url, { file0: { bytes: png(5 * 1024 * 1024 + 1), filename: "big.png" } }, auth.admin),
    );
    expect(reply.status).toBe(413);
    expect(await stored("blog")).toEqual(before);
  });

  it("asks for a file when none was sent", async () => {
    const reply = await send(uploadBlogFiles, uploadRequest(url, { fileInputFor: "coverImage" }, auth.admin));
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["file0"]);
  });
});

describe("content files", () => {
  it("serves only public folders on the public route; LMF documents only to Admin through storage", async () => {
    const name = `${"c".repeat(32)}-file.pdf`;
    await getStorage().put("lmf", name, pdf());
    const open = await getFile(new Request(`http://localhost/api/content/files/lmf/${name}`), paramsOf({ folder: "lmf", name }));
    expect(open.status).toBe(404);
    const asMember = await getStorageFile(
      new Request(`http://localhost/api/storage/lmf/${name}`, { headers: { cookie: auth.member.cookie! } }),
      paramsOf({ folder: "lmf", name }),
    );
    expect(asMember.status).toBe(403);
    const asAdmin = await getStorageFile(
      new Request(`http://localhost/api/storage/lmf/${name}`, { headers: { cookie: auth.admin.cookie! } }),
      paramsOf({ folder: "lmf", name }),
    );
    expect(asAdmin.status).toBe(200);
    const missing = await getFile(
      new Request("http://localhost/api/content/files/blog/nothing.png"),
      paramsOf({ folder: "blog", name: "nothing.png" }),
    );
    expect(missing.status).toBe(404);
    const traversal = await getFile(
      new Request("http://localhost/api/content/files/blog/x"),
      paramsOf({ folder: "blog", name: "../secret" }),
    );
    expect(traversal.status).toBe(400);
  });
});
