// Uploaded blog images of a deleted or edited post or news item: removed from storage (and so no
// longer served) once no record shows them, on local disk and on a real S3-compatible server
// (s3rver); kept while another post, a news item or the gallery still does. Images uploaded for a
// post or video never saved are removed a day later, as unclaimed LMF uploads are.
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { GET as getFile } from "@/app/api/content/files/[folder]/[name]/route";
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as deleteBlog } from "@/app/api/blog/deleteblog/route";
import { POST as uploadBlogFiles } from "@/app/api/blog/uploadfiles/route";
import { POST as createNews } from "@/app/api/news/createnews/route";
import { POST as deleteNews } from "@/app/api/news/deletenews/route";
import { removeUnclaimedUploads } from "@/lib/content/visitor-uploads";
import { createS3Client, getStorage } from "@/lib/storage";
import { overrideEnv } from "../helpers/env";
import { startS3rverProcess } from "../helpers/s3rver-process";
import { setupTestDb } from "../helpers/test-db";
import { jsonRequest, messageFor, paramsOf, png, seedAccounts, send, uploadRequest, type TLogins } from "./helpers";

const db = setupTestDb();
const DAY = 24 * 60 * 60 * 1000;
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

type TDriver = { env: Record<string, string>; root: string; close: () => Promise<void> };

const setupLocal = async (): Promise<TDriver> => {
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), "blog-files-local-"));
  return {
    env: { STORAGE_DRIVER: "local", UPLOAD_DIR: path.join(root, "uploads") },
    root: path.join(root, "uploads"),
    close: () => fsp.rm(root, { recursive: true, force: true }),
  };
};

const setupS3 = async (): Promise<TDriver> => {
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), "blog-files-s3-"));
  const server = await startS3rverProcess(root);
  const endpoint = `http://127.0.0.1:${server.port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = createS3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: "portal-blog" }));
  client.destroy();
  return {
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "portal-blog",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    root,
    close: async () => {
      await server.close();
      await fsp.rm(root, { recursive: true, force: true });
    },
  };
};

const upload = async (count = 1) => {
  const files = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`file${index}`, { bytes: png(), filename: `${index}.png` }]),
  );
  const reply = await send(uploadBlogFiles, uploadRequest("/api/blog/uploadfiles", files, auth.admin));
  expect(reply.status).toBe(200);
  return (reply.body as { files: { name: string; url: string }[] }).files;
};

/** What a visitor gets for the image: 200 while it is stored, 404 once removed. */
const served = async (name: string) =>
  (await getFile(new Request(`http://localhost/api/content/files/blog/${name}`), paramsOf({ folder: "blog", name }))).status;

const body = (...urls: string[]) => `<p>Camp photos.</p>${urls.map((url) => `<p><img src="${url}" alt="" /></p>`).join("")}`;

const savePost = async (post: Record<string, unknown>) => {
  const reply = await send(createBlog, jsonRequest("/api/blog/createblog", { isPublished: true, ...post }, auth.admin));
  expect(reply.status).toBeLessThan(300);
  return (reply.body as { blog: { id: number } }).blog;
};
const saveVideo = async (item: Record<string, unknown>) => {
  const reply = await send(
    createNews,
    jsonRequest("/api/news/createnews", { url: "https://youtu.be/aqz-KE-bpKQ", isPublished: true, ...item }, auth.admin),
  );
  expect(reply.status).toBeLessThan(300);
  return (reply.body as { news: { id: number } }).news;
};

describe.each([
  ["local", setupLocal],
  ["s3", setupS3],
] as const)("uploaded blog images on %s storage", (_driver, setup) => {
  let driver: TDriver;
  let restoreEnv = () => {};

  beforeAll(async () => {
    driver = await setup();
    restoreEnv = overrideEnv(driver.env);
  });
  afterAll(async () => {
    restoreEnv();
    await driver?.close();
  });

  it("a deleted post's cover and body images go; those another post, a video or the gallery shows stay", async () => {
    const [cover, inBody, sharedWithPost, sharedWithVideo, sharedWithGallery] = await upload(5);
    const post = await savePost({
      title: `Health camp ${_driver}`,
      coverImage: cover!.name,
      body: body(inBody!.url, sharedWithPost!.url, sharedWithVideo!.url, sharedWithGallery!.url),
    });
    await savePost({ title: `Another camp ${_driver}`, isPublished: false, body: body(sharedWithPost!.url) });
    await saveVideo({ title: `Camp video ${_driver}`, thumbnail: sharedWithVideo!.url });
    const [year, yearString] = _driver === "local" ? [202324, "2023-24"] : [202425, "2024-25"];
    await db().prisma.gallerySummary.create({ data: { year, yearString, coverPhoto: "" } });
    await db().prisma.galleryProject.create({
      data: { year, title: "Camp", tableName: "RT1", description: "A camp", coverPhoto: sharedWithGallery!.url },
    });
    for (const file of [cover, inBody, sharedWithPost, sharedWithVideo, sharedWithGallery])
      expect(await served(file!.name)).toBe(200);

    expect((await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: post.id }, auth.admin))).status).toBe(200);
    expect(await served(cover!.name)).toBe(404);
    expect(await served(inBody!.name)).toBe(404);
    for (const file of [sharedWithPost, sharedWithVideo, sharedWithGallery]) expect(await served(file!.name)).toBe(200);
    // Their upload records go with them.
    expect(await db().prisma.visitorUpload.count({ where: { name: { in: [cover!.name, inBody!.name] } } })).toBe(0);
  });

  it("an edit removes the cover and body images it replaced or dropped, and keeps the rest", async () => {
    const [oldCover, newCover, dropped, kept] = await upload(4);
    const post = await savePost({
      title: `Flood relief ${_driver}`,
      coverImage: oldCover!.url,
      body: body(dropped!.url, kept!.url),
    });
    await savePost({ id: post.id, title: `Flood relief ${_driver}`, coverImage: newCover!.url, body: body(kept!.url) });
    expect(await served(oldCover!.name)).toBe(404);
    expect(await served(dropped!.name)).toBe(404);
    expect(await served(newCover!.name)).toBe(200);
    expect(await served(kept!.name)).toBe(200);
    // Unchanged images survive an edit that keeps them.
    await savePost({ id: post.id, title: `Flood relief, edited ${_driver}`, coverImage: newCover!.url, body: body(kept!.url) });
    expect(await served(newCover!.name)).toBe(200);
    expect(await served(kept!.name)).toBe(200);
  });

  it("a video's replaced thumbnail goes, and its last one when it is deleted, unless a post shows it", async () => {
    const [first, second, inPost] = await upload(3);
    const video = await saveVideo({ title: `Speech ${_driver}`, thumbnail: first!.url });
    await saveVideo({ id: video.id, title: `Speech ${_driver}`, thumbnail: second!.url });
    expect(await served(first!.name)).toBe(404);
    expect(await served(second!.name)).toBe(200);
    expect((await send(deleteNews, jsonRequest("/api/news/deletenews", { id: video.id }, auth.admin))).status).toBe(200);
    expect(await served(second!.name)).toBe(404);

    const shared = await saveVideo({ title: `Shared ${_driver}`, thumbnail: inPost!.url });
    await savePost({ title: `Speech text ${_driver}`, body: body(inPost!.url) });
    expect((await send(deleteNews, jsonRequest("/api/news/deletenews", { id: shared.id }, auth.admin))).status).toBe(200);
    expect(await served(inPost!.name)).toBe(200);
  });

  it("an image uploaded for a post or video never saved goes a day later; one a saved record shows stays", async () => {
    const [cancelled, forPost, forVideo, fresh] = await upload(4);
    await savePost({ title: `Saved draft ${_driver}`, isPublished: false, body: body(forPost!.url) });
    await saveVideo({ title: `Saved video ${_driver}`, thumbnail: forVideo!.url });
    await db().prisma.visitorUpload.updateMany({
      where: { folder: "blog", name: { in: [cancelled!.name, forPost!.name, forVideo!.name] } },
      data: { uploadedAt: new Date(Date.now() - DAY - 60_000) },
    });
    // What the hourly job "visitor-uploads.remove-unclaimed" runs.
    expect(await removeUnclaimedUploads()).toEqual({ removed: 1, failed: 0 });
    expect(await served(cancelled!.name)).toBe(404);
    for (const file of [forPost, forVideo, fresh]) expect(await served(file!.name)).toBe(200);
  });

  it("a save that would newly show an image storage no longer has is 400 on its field, and writes nothing", async () => {
    const [gone, kept] = await upload(2);
    // The upload was left a day unsaved, and the hourly job removed it.
    await db().prisma.visitorUpload.updateMany({
      where: { folder: "blog", name: gone!.name },
      data: { uploadedAt: new Date(Date.now() - DAY - 60_000) },
    });
    await removeUnclaimedUploads();
    expect(await served(gone!.name)).toBe(404);
    const postsBefore = await db().prisma.blogPost.count();
    const videosBefore = await db().prisma.newsItem.count();

    const asCover = await send(
      createBlog,
      jsonRequest("/api/blog/createblog", { title: `Gone cover ${_driver}`, coverImage: gone!.url, body: body() }, auth.admin),
    );
    expect(asCover.status).toBe(400);
    expect(messageFor(asCover, "coverImage")).toMatch(/no longer stored/);
    const inBody = await send(
      createBlog,
      jsonRequest("/api/blog/createblog", { title: `Gone body ${_driver}`, body: body(kept!.url, gone!.url) }, auth.admin),
    );
    expect(inBody.status).toBe(400);
    expect(messageFor(inBody, "body")).toMatch(/no longer stored/);
    const asThumbnail = await send(
      createNews,
      jsonRequest(
        "/api/news/createnews",
        { url: "https://youtu.be/aqz-KE-bpKQ", title: `Gone ${_driver}`, thumbnail: gone!.url },
        auth.admin,
      ),
    );
    expect(asThumbnail.status).toBe(400);
    expect(messageFor(asThumbnail, "thumbnail")).toMatch(/no longer stored/);
    expect(await db().prisma.blogPost.count()).toBe(postsBefore);
    expect(await db().prisma.newsItem.count()).toBe(videosBefore);
    // The image that is still stored was not claimed by the refused save: it is still the form's upload.
    expect((await db().prisma.visitorUpload.findFirst({ where: { folder: "blog", name: kept!.name } }))?.claimedAt).toBeNull();

    // A post already showing a missing image (lost before this check) can still be edited.
    const post = await savePost({ title: `Old post ${_driver}`, coverImage: kept!.url, body: body(kept!.url) });
    await getStorage().delete("blog", kept!.name);
    await savePost({ id: post.id, title: `Old post, edited ${_driver}`, coverImage: kept!.url, body: body(kept!.url) });
  });
});

describe("an image storage fails to delete", () => {
  let driver: TDriver;
  let restoreEnv = () => {};
  beforeAll(async () => {
    driver = await setupLocal();
    restoreEnv = overrideEnv(driver.env);
  });
  afterAll(async () => {
    restoreEnv();
    await driver.close();
  });

  it("is logged, and the delete still succeeds", async () => {
    const [cover] = await upload(1);
    const post = await savePost({ title: "Stuck image", coverImage: cover!.url, body: body() });
    // A directory where the file was: the local driver's delete (rm without recursive) fails on it.
    await fsp.rm(path.join(driver.root, "blog", cover!.name));
    await fsp.mkdir(path.join(driver.root, "blog", cover!.name, "inner"), { recursive: true });
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: post.id }, auth.admin))).status).toBe(200);
      expect(spy).toHaveBeenCalledWith(expect.stringContaining(`blog/${cover!.name}`), expect.anything());
    } finally {
      spy.mockRestore();
    }
    expect(await db().prisma.blogPost.count({ where: { id: post.id } })).toBe(0);
    // Left unclaimed, for the hourly job to try again.
    const where = { folder_name: { folder: "blog", name: cover!.name } };
    expect((await db().prisma.visitorUpload.findUniqueOrThrow({ where })).claimedAt).toBeNull();
    await fsp.rm(path.join(driver.root, "blog", cover!.name), { recursive: true });
    await db().prisma.visitorUpload.update({ where, data: { uploadedAt: new Date(Date.now() - 2 * DAY) } });
    expect(await removeUnclaimedUploads()).toEqual({ removed: 1, failed: 0 });
    expect(await db().prisma.visitorUpload.count({ where: { name: cover!.name } })).toBe(0);
  });
});
