// The admin lists of posts and videos (getblogsforadmin, getnewsforadmin and the /manage/content
// page's first page) with more rows than the old cut of 500: every row can be reached by following
// nextCursor, once, and the counts are the database's, drafts included.
import { GET as getBlogsForAdmin } from "@/app/api/blog/getblogsforadmin/route";
import { GET as getNewsForAdmin } from "@/app/api/news/getnewsforadmin/route";
import { ADMIN_PAGE_SIZE, LEGACY_ADMIN_LIST, MAX_ADMIN_PAGE_SIZE } from "@/lib/content/admin-list";
import { listBlogPostsForAdmin } from "@/lib/content/list-blog-posts";
import { listNewsItemsForAdmin } from "@/lib/content/list-news-items";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, getRequest, seedAccounts, send, type TLogins } from "./helpers";

const db = setupTestDb();
let auth: TLogins;

const ROWS = 520;
const START = Date.UTC(2024, 0, 1);
/** Three rows share each time, so that the order between them is the id's. */
const timeOf = (index: number) => new Date(START + Math.floor(index / 3) * 60_000);
/** Every third row is a draft. */
const isPublishedAt = (index: number) => index % 3 !== 0;
const PUBLISHED = Array.from({ length: ROWS }, (_, index) => index).filter(isPublishedAt).length;

/** Ids in the admin lists' orders: posts by last change, videos by publication, newest first, then id. */
let postIds: number[] = [];
let newsIds: number[] = [];

beforeAll(async () => {
  const { prisma } = db();
  auth = await seedAccounts(prisma);
  await prisma.blogPost.createMany({
    data: Array.from({ length: ROWS }, (_, index) => ({
      slug: `admin-post-${index + 1}`,
      title: `Admin post ${index + 1}`,
      summary: "One of many.",
      bodyHtml: "<p>A short body.</p>",
      author: "Foundation Secretariat",
      isPublished: isPublishedAt(index),
      publishedAt: isPublishedAt(index) ? timeOf(index) : null,
      updatedAt: timeOf(index),
    })),
  });
  await prisma.newsItem.createMany({
    data: Array.from({ length: ROWS }, (_, index) => ({
      kind: index % 2 ? ("speech" as const) : ("news" as const),
      title: `Video ${index + 1}`,
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      thumbnail: "/images/foundation-default.webp",
      isPublished: isPublishedAt(index),
      publishedAt: timeOf(index),
    })),
  });
  const order = [{ updatedAt: "desc" as const }, { id: "desc" as const }];
  postIds = (await prisma.blogPost.findMany({ orderBy: order, select: { id: true } })).map((row) => row.id);
  newsIds = (await prisma.newsItem.findMany({ orderBy: [{ publishedAt: "desc" }, { id: "desc" }], select: { id: true } })).map(
    (row) => row.id,
  );
});

type TListReply = { total: number; published: number; nextCursor: string | null } & Record<string, unknown>;

/** Every id of a list, following nextCursor from the unpaged call, and the counts of each reply. */
const walk = async (call: typeof getBlogsForAdmin, path: string, key: string, take: number) => {
  const ids: number[] = [];
  const counts = new Set<string>();
  let url = path;
  let replies = 0;
  for (;;) {
    const reply = await send(call, getRequest(url, auth.admin));
    expect(reply.status).toBe(200);
    const body = reply.body as TListReply;
    const rows = body[key] as { id: number }[];
    ids.push(...rows.map((row) => row.id));
    counts.add(`${body.total} ${body.published}`);
    replies += 1;
    if (body.nextCursor === null) return { ids, counts: [...counts], replies };
    expect(rows.length).toBe(replies === 1 ? LEGACY_ADMIN_LIST : take);
    url = `${path}?${new URLSearchParams({ cursor: body.nextCursor, take: String(take) })}`;
  }
};

describe("GET /api/blog/getblogsforadmin", () => {
  it("answers the first 500 posts unpaged, as before, and nextCursor reaches every other one, with the counts of all posts", async () => {
    const { ids, counts, replies } = await walk(getBlogsForAdmin, "/api/blog/getblogsforadmin", "blogs", MAX_ADMIN_PAGE_SIZE);
    expect(replies).toBe(2);
    expect(ids).toEqual(postIds);
    expect(counts).toEqual([`${ROWS} ${PUBLISHED}`]);
  });

  it("refuses a take over 100 or a cursor that is none, naming the field", async () => {
    const tooMany = await send(getBlogsForAdmin, getRequest("/api/blog/getblogsforadmin?take=101", auth.admin));
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany)).toEqual(["query.take"]);
    const notACursor = await send(getBlogsForAdmin, getRequest("/api/blog/getblogsforadmin?cursor=garbage", auth.admin));
    expect(notACursor.status).toBe(400);
    expect(fieldsOf(notACursor)).toEqual(["query.cursor"]);
  });
});

describe("GET /api/news/getnewsforadmin", () => {
  it("answers the first 500 videos unpaged, as before, and nextCursor reaches every other one, with the counts of all videos", async () => {
    const { ids, counts, replies } = await walk(getNewsForAdmin, "/api/news/getnewsforadmin", "news", MAX_ADMIN_PAGE_SIZE);
    expect(replies).toBe(2);
    expect(ids).toEqual(newsIds);
    expect(counts).toEqual([`${ROWS} ${PUBLISHED}`]);
  });
});

describe("the /manage/content lists, 20 at a time", () => {
  it("reach every post once although posts shown are edited and deleted between pages", async () => {
    const { prisma } = db();
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let deleted: number | null = null;
    let edited: number | null = null;
    do {
      const page = await listBlogPostsForAdmin({ cursor });
      expect(page.items.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
      expect(page.total).toBe(ROWS - (deleted === null ? 0 : 1));
      seen.push(...page.items.map((post) => post.id));
      pages += 1;
      if (pages === 2) {
        // The row the cursor stands on goes, and another shown row comes to the top: neither
        // hides nor repeats a row after them.
        deleted = page.items[page.items.length - 1]!.id;
        edited = page.items[0]!.id;
        await prisma.blogPost.delete({ where: { id: deleted } });
        await prisma.blogPost.update({ where: { id: edited }, data: { title: "Edited while paging" } });
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toBe(Math.ceil(ROWS / ADMIN_PAGE_SIZE));
    expect(seen).toEqual(postIds);
    expect(new Set(seen).size).toBe(ROWS);
    expect(edited).not.toBeNull();
  });

  it("reach every video once, with the counts of all videos on each page", async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listNewsItemsForAdmin({ cursor });
      expect(page.items.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
      expect([page.total, page.published]).toEqual([ROWS, PUBLISHED]);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(newsIds);
  });
});
