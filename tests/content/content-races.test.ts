// Blog and news writes that meet another write of the same row: a delete or an update after a
// delete answers 404 (not 500), and a delete right after a publish refreshes the public pages.
// Postgres only: PGlite runs one transaction at a time, so the writes below cannot overlap there.
import { revalidatePath } from "next/cache";
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as deleteBlog } from "@/app/api/blog/deleteblog/route";
import { POST as createNews } from "@/app/api/news/createnews/route";
import { POST as deleteNews } from "@/app/api/news/deletenews/route";
import { blogPostPath } from "@/lib/content/revalidate-public-pages";
import type { Prisma } from "@/lib/db/generated/client";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { jsonRequest, seedAccounts, send, type TLogins, type TReply } from "./helpers";

// What revalidatePublicPages asked Next to render again (outside a request the real one throws).
jest.mock("next/cache", () => ({ ...jest.requireActual<object>("next/cache"), revalidatePath: jest.fn() }));
const revalidated = () => jest.mocked(revalidatePath).mock.calls.map(([path]) => path);

const db = setupTestDb();
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});
beforeEach(() => jest.mocked(revalidatePath).mockClear());

type TTx = Prisma.TransactionClient;
const transaction = { timeout: 20_000 };
const VIDEO = "https://youtu.be/aqz-KE-bpKQ";

const newPost = async (title: string, isPublished = false) => {
  const reply = await send(
    createBlog,
    jsonRequest("/api/blog/createblog", { title, body: "A body long enough to be a post.", isPublished }, auth.admin),
  );
  return (reply.body as { blog: { id: number; slug: string } }).blog;
};
const newVideo = async (title: string, isPublished = false) => {
  const reply = await send(createNews, jsonRequest("/api/news/createnews", { title, url: VIDEO, isPublished }, auth.admin));
  return (reply.body as { news: { id: number } }).news;
};

/** Runs `call` while a transaction holds the row locked, with `change` made and not yet committed. */
const whileChanging = async (change: (tx: TTx) => Promise<unknown>, call: () => Promise<TReply>) => {
  let reply: Promise<TReply> | undefined;
  await db().prisma.$transaction(async (tx) => {
    await change(tx);
    reply = call();
    await untilSettledOrWaiting(db().prisma, reply);
  }, transaction);
  return reply!;
};

describeOnPostgres("blog posts written at the same time", () => {
  const remove = (id: number) => () => send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id }, auth.admin));
  const deleting = (id: number) => async (tx: TTx) => {
    await tx.$queryRaw`SELECT "id" FROM "BlogPost" WHERE "id" = ${id} FOR UPDATE`;
    await tx.blogPost.delete({ where: { id } });
  };

  it("a delete meeting another delete answers 404", async () => {
    const post = await newPost("Deleted twice");
    expect((await whileChanging(deleting(post.id), remove(post.id))).status).toBe(404);
  });

  it("a save meeting a delete answers 404 and leaves nothing behind", async () => {
    const post = await newPost("Saved while deleted");
    const save = () =>
      send(
        createBlog,
        jsonRequest(
          "/api/blog/createblog",
          { id: post.id, title: "Saved while deleted", body: "A body long enough to be a post.", isPublished: true },
          auth.admin,
        ),
      );
    expect((await whileChanging(deleting(post.id), save)).status).toBe(404);
    expect(await db().prisma.blogPost.count({ where: { id: post.id } })).toBe(0);
  });

  it("a delete right after a publish refreshes the post's page and the lists", async () => {
    const post = await newPost("Published, then deleted");
    const publishing = async (tx: TTx) => {
      await tx.$queryRaw`SELECT "id" FROM "BlogPost" WHERE "id" = ${post.id} FOR UPDATE`;
      await tx.blogPost.update({ where: { id: post.id }, data: { isPublished: true, publishedAt: new Date() } });
    };
    jest.mocked(revalidatePath).mockClear();
    expect((await whileChanging(publishing, remove(post.id))).status).toBe(200);
    expect(revalidated()).toEqual(expect.arrayContaining(["/blog/blogs", blogPostPath(post.slug)]));
  });
});

describeOnPostgres("news videos written at the same time", () => {
  const remove = (id: number) => () => send(deleteNews, jsonRequest("/api/news/deletenews", { id }, auth.admin));
  const deleting = (id: number) => async (tx: TTx) => {
    await tx.$queryRaw`SELECT "id" FROM "NewsItem" WHERE "id" = ${id} FOR UPDATE`;
    await tx.newsItem.delete({ where: { id } });
  };

  it("a delete meeting another delete answers 404", async () => {
    const item = await newVideo("Deleted twice");
    expect((await whileChanging(deleting(item.id), remove(item.id))).status).toBe(404);
  });

  it("a save meeting a delete answers 404 and leaves nothing behind", async () => {
    const item = await newVideo("Saved while deleted");
    const save = () =>
      send(createNews, jsonRequest("/api/news/createnews", { id: item.id, title: "Saved again", url: VIDEO }, auth.admin));
    expect((await whileChanging(deleting(item.id), save)).status).toBe(404);
    expect(await db().prisma.newsItem.count({ where: { id: item.id } })).toBe(0);
  });

  it("a delete right after a publish refreshes the landing", async () => {
    const item = await newVideo("Published, then deleted");
    const publishing = async (tx: TTx) => {
      await tx.$queryRaw`SELECT "id" FROM "NewsItem" WHERE "id" = ${item.id} FOR UPDATE`;
      await tx.newsItem.update({ where: { id: item.id }, data: { isPublished: true } });
    };
    jest.mocked(revalidatePath).mockClear();
    expect((await whileChanging(publishing, remove(item.id))).status).toBe(200);
    expect(revalidated()).toEqual(expect.arrayContaining(["/", "/landing"]));
  });
});
