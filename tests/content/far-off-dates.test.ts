// Videos and posts stored with a date outside 01/01/1950 to today (saved before createnews checked
// it, or written by hand): the public readers leave them out, the admin lists show them marked, and
// saving one again re-dates it. Year 99999 even reads back from the driver as an Invalid Date.
import { GET as getBlogsForAdmin } from "@/app/api/blog/getblogsforadmin/route";
import { GET as getAllNews } from "@/app/api/news/getallnews/route";
import { GET as getNewsForAdmin } from "@/app/api/news/getnewsforadmin/route";
import { POST as createNews } from "@/app/api/news/createnews/route";
import { loadLandingContent } from "@/components/landing/landing-content";
import { getBlogPostBySlug } from "@/lib/content/get-blog-post-by-slug";
import { listAllBlogPosts, listBlogPosts, listPublishedPostLinks } from "@/lib/content/list-blog-posts";
import { listNewsItemsPage } from "@/lib/content/list-news-items";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, jsonRequest, seedAccounts, send, type TLogins } from "./helpers";

const db = setupTestDb();
let auth: TLogins;

const FAR_OFF = {
  "Year 99999": "99999-01-01 00:00:00+00",
  "Year 1800": "1800-06-01 00:00:00+00",
  "Next year": "2999-01-01 00:00:00+00",
};
const GOOD = "2024-01-05 10:00:00+00";
const VIDEO = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
  const rows: [string, string][] = [...Object.entries(FAR_OFF), ["Good", GOOD]];
  for (const [title, at] of rows) {
    await db().prisma
      .$executeRaw`INSERT INTO "NewsItem" ("kind", "title", "url", "thumbnail", "isPublished", "publishedAt", "updatedAt")
      VALUES ('news', ${title}, ${VIDEO}, '', true, ${at}::timestamptz, now())`;
    const slug = title.toLowerCase().replace(/ /g, "-");
    await db().prisma
      .$executeRaw`INSERT INTO "BlogPost" ("slug", "title", "summary", "bodyHtml", "author", "isPublished", "publishedAt", "updatedAt")
      VALUES (${slug}, ${title}, 'A summary', '<p>Body</p>', 'Ravi', true, ${at}::timestamptz, now())`;
  }
});

describe("rows dated outside 01/01/1950 to today", () => {
  it("are left out of the landing page, the video pages and every public blog list", async () => {
    const landing = await loadLandingContent();
    expect(landing.news.map((item) => item.title)).toEqual(["Good"]);
    expect(landing.posts.map((post) => post.title)).toEqual(["Good"]);
    expect((await listNewsItemsPage({ kind: "news", page: 1, pageSize: 10 })).items.map((item) => item.title)).toEqual(["Good"]);
    expect((await listNewsItemsPage({ page: 1, pageSize: 10 })).total).toBe(1);
    const allNews = await send(getAllNews, getRequest("/api/news/getallnews"));
    expect(allNews.status).toBe(200);
    expect(JSON.stringify(allNews.body)).not.toMatch(/Year|Next year/);
    expect(await listBlogPosts({ page: 1, pageSize: 10 })).toEqual({
      posts: [expect.objectContaining({ title: "Good" })],
      total: 1,
    });
    expect((await listAllBlogPosts()).map((post) => post.title)).toEqual(["Good"]);
    expect((await listPublishedPostLinks()).map((post) => post.slug)).toEqual(["good"]);
    expect(await getBlogPostBySlug("year-99999")).toBeNull();
    expect(await getBlogPostBySlug("good")).toEqual(expect.objectContaining({ publishedAt: "2024-01-05T10:00:00.000Z" }));
  });

  it("are listed on the admin screen's lists, marked as having an invalid date, a page at a time", async () => {
    const news = await send(getNewsForAdmin, getRequest("/api/news/getnewsforadmin?take=1", auth.admin));
    expect(news.status).toBe(200);
    const first = news.body as { news: { title: string; publishedAt: string; dateInvalid: boolean }[]; nextCursor: string };
    // The unreadable row heads the first page; the others follow in date order.
    expect(first.news.map(({ title, publishedAt, dateInvalid }) => [title, publishedAt, dateInvalid])).toEqual([
      ["Year 99999", "", true],
      ["Next year", "2999-01-01T00:00:00.000Z", true],
    ]);
    const rest: { title: string; dateInvalid: boolean }[] = [];
    for (let cursor: string | null = first.nextCursor; cursor;) {
      const page = await send(getNewsForAdmin, getRequest(`/api/news/getnewsforadmin?take=1&cursor=${cursor}`, auth.admin));
      expect(page.status).toBe(200);
      const body = page.body as { news: { title: string; dateInvalid: boolean }[]; nextCursor: string | null };
      rest.push(...body.news);
      cursor = body.nextCursor;
    }
    expect(rest.map(({ title, dateInvalid }) => [title, dateInvalid])).toEqual([
      ["Good", false],
      ["Year 1800", true],
    ]);
    const blogs = await send(getBlogsForAdmin, getRequest("/api/blog/getblogsforadmin", auth.admin));
    expect(blogs.status).toBe(200);
    const marked = (blogs.body as { blogs: { title: string; dateInvalid: boolean }[] }).blogs.map(({ title, dateInvalid }) => [
      title,
      dateInvalid,
    ]);
    expect(marked).toEqual(
      expect.arrayContaining([
        ["Year 99999", true],
        ["Year 1800", true],
        ["Next year", true],
        ["Good", false],
      ]),
    );
  });

  it("are dated now when saved again from the admin form, which sends no date", async () => {
    const row = await db().prisma.newsItem.findFirstOrThrow({ where: { title: "Year 1800" }, select: { id: true } });
    const saved = await send(
      createNews,
      jsonRequest("/api/news/createnews", { id: row.id, title: "Year 1800", url: VIDEO, isPublished: true }, auth.admin),
    );
    expect(saved.status).toBe(200);
    const item = (saved.body as { news: { publishedAt: string; dateInvalid: boolean } }).news;
    expect(item.dateInvalid).toBe(false);
    expect(Date.now() - Date.parse(item.publishedAt)).toBeLessThan(60_000);
    expect((await loadLandingContent()).news.map((video) => video.title)).toEqual(["Year 1800", "Good"]);
  });
});
