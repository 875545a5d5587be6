// A blog post saved while another record's removal of an image it shows, or the hourly job of
// unclaimed uploads, runs (Postgres: the interleaving needs real locks). The test holds a post of
// the saved slug uncommitted, so the save waits after it checked that the image is stored and
// before it commits; the removal runs meanwhile. The image must stay stored.
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as deleteBlog } from "@/app/api/blog/deleteblog/route";
import { POST as uploadBlogFiles } from "@/app/api/blog/uploadfiles/route";
import { removeUnclaimedUploads } from "@/lib/content/visitor-uploads";
import { getStorage } from "@/lib/storage";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { jsonRequest, png, seedAccounts, send, setupTempStorage, uploadRequest, type TLogins } from "./helpers";

const db = setupTestDb();
setupTempStorage();
const DAY = 24 * 60 * 60 * 1000;
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

const upload = async () => {
  const reply = await send(
    uploadBlogFiles,
    uploadRequest("/api/blog/uploadfiles", { file0: { bytes: png(), filename: "a.png" } }, auth.admin),
  );
  expect(reply.status).toBe(200);
  return (reply.body as { files: { name: string; url: string }[] }).files[0]!;
};
const body = (url: string) => `<p>Camp photos.</p><p><img src="${url}" alt="" /></p>`;
const savePost = (post: Record<string, unknown>) =>
  send(createBlog, jsonRequest("/api/blog/createblog", { isPublished: false, ...post }, auth.admin));

/** Runs `save`, holding a post of `slug` uncommitted so the save waits at its insert; `meanwhile` runs then. */
const saveHeldWhile = async (slug: string, save: () => ReturnType<typeof savePost>, meanwhile: () => Promise<unknown>) => {
  const prisma = db().prisma;
  let saving: ReturnType<typeof savePost> | undefined;
  let other: Promise<unknown> | undefined;
  await prisma
    .$transaction(
      async (tx) => {
        await tx.blogPost.create({ data: { slug, title: "Holder", summary: "", bodyHtml: "<p>x</p>", author: "Test" } });
        saving = save();
        await untilSettledOrWaiting(prisma, saving, 1);
        other = meanwhile();
        await untilSettledOrWaiting(prisma, other, 2);
        throw new Error("let go");
      },
      { timeout: 30_000 },
    )
    .catch((error: Error) => expect(error.message).toBe("let go"));
  await other;
  return saving!;
};

describeOnPostgres("a blog image removed while a post that shows it is saved", () => {
  it("a deleted post's image another post is saving meanwhile stays stored", async () => {
    const image = await upload();
    const first = await savePost({ title: "First", body: body(image.url) });
    expect(first.status).toBeLessThan(300);
    const firstId = (first.body as { blog: { id: number } }).blog.id;
    const reply = await saveHeldWhile(
      "second-post",
      () => savePost({ title: "Second", slug: "second-post", body: body(image.url) }),
      () => send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: firstId }, auth.admin)),
    );
    expect(reply.status).toBeLessThan(300);
    expect(await getStorage().exists("blog", image.name)).toBe(true);
  });

  it("an image the hourly job finds unclaimed while a post showing it is saved stays stored and claimed", async () => {
    const image = await upload();
    const reply = await saveHeldWhile(
      "third-post",
      () => savePost({ title: "Third", slug: "third-post", body: body(image.url) }),
      () => removeUnclaimedUploads({ now: new Date(Date.now() + 2 * DAY) }),
    );
    expect(reply.status).toBeLessThan(300);
    expect(await getStorage().exists("blog", image.name)).toBe(true);
    const row = await db().prisma.visitorUpload.findUnique({ where: { folder_name: { folder: "blog", name: image.name } } });
    expect(row?.claimedAt).not.toBeNull();
  });
});
