// News and speech videos: createnews (Admin; link and thumbnail checks), the public list, delete.
import { POST as createNews } from "@/app/api/news/createnews/route";
import { POST as deleteNews } from "@/app/api/news/deletenews/route";
import { GET as getAllNews } from "@/app/api/news/getallnews/route";
import { GET as getNewsForAdmin } from "@/app/api/news/getnewsforadmin/route";
import { loadLandingContent } from "@/components/landing/landing-content";
import { toEmbedUrl } from "@/lib/content/video-url";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, getRequest, jsonRequest, messageFor, seedAccounts, send, type TLogins } from "./helpers";

const db = setupTestDb();
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

type TNews = {
  id: number;
  kind: string;
  title: string;
  url: string;
  thumbnail: string;
  isPublished: boolean;
  publishedAt: string;
};
const url = "/api/news/createnews";

describe("video links", () => {
  it("turns YouTube and Vimeo links into embed URLs and refuses others", () => {
    const embed = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";
    expect(toEmbedUrl("https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10")).toBe(embed);
    expect(toEmbedUrl("https://youtu.be/aqz-KE-bpKQ")).toBe(embed);
    expect(toEmbedUrl("https://www.youtube.com/embed/aqz-KE-bpKQ")).toBe(embed);
    expect(toEmbedUrl("https://www.youtube.com/shorts/aqz-KE-bpKQ")).toBe(embed);
    expect(toEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(toEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(toEmbedUrl("https://evil.example/watch?v=aqz-KE-bpKQ")).toBeNull();
    expect(toEmbedUrl("https://www.youtube.com/watch?v=short")).toBeNull();
  });
});

describe("POST /api/news/createnews", () => {
  it("is for Admin only", async () => {
    const item = { title: "Health camp", url: "https://youtu.be/aqz-KE-bpKQ" };
    expect((await send(createNews, jsonRequest(url, item))).status).toBe(401);
    expect((await send(createNews, jsonRequest(url, item, auth.member))).status).toBe(403);
  });

  it("creates a draft, publishes it, and the public list follows", async () => {
    const draft = await send(
      createNews,
      jsonRequest(url, { kind: "speech", title: "AGM address", url: "https://www.youtube.com/watch?v=WhWc3b3KhnY" }, auth.admin),
    );
    expect(draft.status).toBe(201);
    const item = (draft.body as { news: TNews }).news;
    expect(item).toEqual(
      expect.objectContaining({
        kind: "speech",
        isPublished: false,
        url: "https://www.youtube-nocookie.com/embed/WhWc3b3KhnY",
        thumbnail: "/images/foundation-default.webp",
      }),
    );
    const before = (await send(getAllNews, getRequest("/api/news/getallnews"))).body as { news: TNews[] };
    expect(before.news.map((entry) => entry.id)).not.toContain(item.id);
    await send(
      createNews,
      jsonRequest(
        url,
        {
          id: item.id,
          kind: "speech",
          title: "AGM address",
          url: item.url,
          thumbnail: "/images/news/speech-1.webp",
          isPublished: true,
        },
        auth.admin,
      ),
    );
    const after = (await send(getAllNews, getRequest("/api/news/getallnews?kind=speech"))).body as { news: TNews[] };
    expect(after.news.find((entry) => entry.id === item.id)?.thumbnail).toBe("/images/news/speech-1.webp");
    const admin = await send(getNewsForAdmin, getRequest("/api/news/getnewsforadmin", auth.admin));
    expect((admin.body as { news: TNews[] }).news.find((entry) => entry.id === item.id)?.isPublished).toBe(true);
  });

  it("dates a draft when it is published, so that it reaches the landing before older videos", async () => {
    const save = async (item: Record<string, unknown>) =>
      (
        (await send(createNews, jsonRequest(url, { url: "https://youtu.be/aqz-KE-bpKQ", ...item }, auth.admin))).body as {
          news: TNews;
        }
      ).news;
    const draft = await save({ title: "Drafted last week" });
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    await db().prisma.newsItem.update({ where: { id: draft.id }, data: { publishedAt: weekAgo } });
    for (const title of ["Newer one", "Newer two", "Newer three"]) await save({ title, isPublished: true });

    const published = await save({ id: draft.id, title: "Drafted last week", isPublished: true });
    expect(Date.now() - new Date(published.publishedAt).getTime()).toBeLessThan(60_000);
    expect((await loadLandingContent()).news.map((item) => item.id)[0]).toBe(draft.id);
    // Later edits and withdrawing keep the date; a date sent is taken as it is.
    expect((await save({ id: draft.id, title: "Drafted last week, edited", isPublished: true })).publishedAt).toBe(
      published.publishedAt,
    );
    expect((await save({ id: draft.id, title: "Withdrawn", isPublished: false })).publishedAt).toBe(published.publishedAt);
    const dated = await save({ id: draft.id, title: "Dated", isPublished: true, publishedAt: "2024-01-05T10:00:00.000Z" });
    expect(dated.publishedAt).toBe("2024-01-05T10:00:00.000Z");
  });

  it("refuses each invalid field", async () => {
    const reply = await send(
      createNews,
      jsonRequest(
        url,
        { kind: "podcast", title: "", url: "https://evil.example/v.mp4", thumbnail: "https://evil.example/t.png" },
        auth.admin,
      ),
    );
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply).sort()).toEqual(["kind", "thumbnail", "title", "url"]);
    expect(messageFor(reply, "url")).toMatch(/YouTube or Vimeo/);
    // An id past the database's integer range is the field's error, not a failed query.
    const huge = await send(
      createNews,
      jsonRequest(url, { id: 99_999_999_999, title: "Health camp", url: "https://youtu.be/aqz-KE-bpKQ" }, auth.admin),
    );
    expect(huge.status).toBe(400);
    expect(fieldsOf(huge)).toEqual(["id"]);
  });

  it("takes publishedAt only as a real day or ISO time from 01/01/1950 to today, writing nothing otherwise", async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    const refused: [unknown, RegExp][] = [
      ["99999-01-01", /YYYY-MM-DD/],
      ["+275760-09-13T00:00:00Z", /YYYY-MM-DD/],
      [8.64e15, /YYYY-MM-DD/],
      ["2026-02-30", /real date/],
      ["2026-02-30T10:00:00Z", /real date/],
      ["2024-01-05T25:00:00Z", /real time/],
      ["1949-12-31", /01\/01\/1950/],
      [tomorrow, /future/],
      [tomorrow.slice(0, 10), /future/],
    ];
    for (const [publishedAt, message] of refused) {
      const title = `Far-off ${String(publishedAt)}`;
      const reply = await send(
        createNews,
        jsonRequest(url, { title, url: "https://youtu.be/aqz-KE-bpKQ", isPublished: true, publishedAt }, auth.admin),
      );
      expect([publishedAt, reply.status, fieldsOf(reply)]).toEqual([publishedAt, 400, ["publishedAt"]]);
      expect(messageFor(reply, "publishedAt")).toMatch(message);
      expect(await db().prisma.newsItem.count({ where: { title } })).toBe(0);
    }
    // The public and admin lists still load.
    await expect(loadLandingContent()).resolves.toEqual(expect.objectContaining({ news: expect.any(Array) }));
    expect((await send(getAllNews, getRequest("/api/news/getallnews"))).status).toBe(200);
    expect((await send(getNewsForAdmin, getRequest("/api/news/getnewsforadmin", auth.admin))).status).toBe(200);

    // A day is that day in India; an ISO time is kept as it is.
    const day = await send(
      createNews,
      jsonRequest(url, { title: "Dated by day", url: "https://youtu.be/aqz-KE-bpKQ", publishedAt: "2024-02-29" }, auth.admin),
    );
    expect((day.body as { news: TNews }).news.publishedAt).toBe("2024-02-28T18:30:00.000Z");
    const time = await send(
      createNews,
      jsonRequest(
        url,
        { title: "Dated by time", url: "https://youtu.be/aqz-KE-bpKQ", publishedAt: "1950-01-01T09:15:00+05:30" },
        auth.admin,
      ),
    );
    expect((time.body as { news: TNews }).news.publishedAt).toBe("1950-01-01T03:45:00.000Z");
  });

  it("deletes an item", async () => {
    const item = (
      await send(
        createNews,
        jsonRequest(url, { title: "Gone soon", url: "https://youtu.be/aqz-KE-bpKQ", isPublished: true }, auth.admin),
      )
    ).body as { news: TNews };
    expect((await send(deleteNews, jsonRequest("/api/news/deletenews", { id: item.news.id }, auth.member))).status).toBe(403);
    expect((await send(deleteNews, jsonRequest("/api/news/deletenews", { id: item.news.id }, auth.admin))).status).toBe(200);
    expect(await db().prisma.newsItem.findUnique({ where: { id: item.news.id } })).toBeNull();
  });

  it("deletes nothing when the id is not a number: true or [id] is not read as 1 or id", async () => {
    const item = (
      await send(
        createNews,
        jsonRequest(url, { title: "Kept safe", url: "https://youtu.be/aqz-KE-bpKQ", isPublished: true }, auth.admin),
      )
    ).body as { news: TNews };
    for (const id of [[item.news.id], String(item.news.id).split(""), true, `${item.news.id}e0`]) {
      const reply = await send(deleteNews, jsonRequest("/api/news/deletenews", { id }, auth.admin));
      expect({ id, status: reply.status, fields: fieldsOf(reply) }).toEqual({ id, status: 400, fields: ["id"] });
    }
    expect(await db().prisma.newsItem.findUnique({ where: { id: item.news.id } })).not.toBeNull();
    // The id as text, as a form sends it, still works.
    expect((await send(deleteNews, jsonRequest("/api/news/deletenews", { id: String(item.news.id) }, auth.admin))).status).toBe(
      200,
    );
  });
});
