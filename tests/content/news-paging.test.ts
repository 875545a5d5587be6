// /blog (News and Events) pages its videos: with more published event videos than the old cap of
// 50, every one is on a page (the oldest on the last), the page past the end is not found, and the
// page links, canonical address and title name /blog?page=n.
import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import NewsAndEventsPage, { generateMetadata } from "@/app/(public)/(site)/blog/page/[page]/page";
import { parsePageNumber } from "@/components/public/pagination";
import { GET as getAllNews } from "@/app/api/news/getallnews/route";
import { listNewsItemsPage, MAX_NEWS_ITEMS } from "@/lib/content/list-news-items";
import { loadNewsPage, NEWS_PAGE_SIZE } from "@/lib/content/news-page";
import { fieldsOf, getRequest, send } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

const EVENTS = MAX_NEWS_ITEMS + 5;
const SPEECHES = NEWS_PAGE_SIZE + 2;
const DRAFTS = 3;
const START = Date.UTC(2024, 0, 1);

/** Published ids of each kind, newest first (the public order). */
const newestFirst: Record<"news" | "speech", number[]> = { news: [], speech: [] };

beforeAll(async () => {
  const { prisma } = db();
  const rows = (kind: "news" | "speech", count: number, published: boolean) =>
    Array.from({ length: count }, (_, index) => ({
      kind,
      title: `${kind} ${published ? "" : "draft "}${index + 1}`,
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      thumbnail: "/images/news/news-1.webp",
      isPublished: published,
      // One a day, so that the order is the creation order; the drafts are the newest of all.
      publishedAt: new Date(START + (published ? index : 1000 + index) * 86_400_000),
    }));
  await prisma.newsItem.createMany({
    data: [...rows("news", EVENTS, true), ...rows("speech", SPEECHES, true), ...rows("news", DRAFTS, false)],
  });
  for (const kind of ["news", "speech"] as const) {
    const published = await prisma.newsItem.findMany({
      where: { kind, isPublished: true },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    newestFirst[kind] = published.map((row) => row.id);
  }
});

const params = (page: string) => ({ params: Promise.resolve({ page }) });

/** The page's reply: its markup, or "not found" when it calls notFound(). */
const renderPage = async (page: string): Promise<string | "not found"> => {
  try {
    const element: unknown = await NewsAndEventsPage(params(page));
    if (!isValidElement(element)) throw new Error("not an element");
    return renderToStaticMarkup(element as ReactElement);
  } catch (error) {
    if ((error as { digest?: string }).digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "not found";
    throw error;
  }
};

/** The address of the page link with that rel (prev, next), or null. */
const relHref = (html: string, rel: string) => {
  const link = new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
  return link ? (/href="([^"]*)"/.exec(link)?.[1] ?? null) : null;
};

describe("/blog, a page of event videos and speeches at a time", () => {
  it("reaches every published video of each kind once, the oldest on the last page, and has no page past the end", async () => {
    expect(newestFirst.news).toHaveLength(EVENTS);
    const pages = Math.ceil(EVENTS / NEWS_PAGE_SIZE);
    const seen: Record<"news" | "speech", number[]> = { news: [], speech: [] };
    for (let page = 1; page <= pages; page += 1) {
      const found = await loadNewsPage(parsePageNumber(String(page)));
      expect(found).toEqual(expect.objectContaining({ page, totalPages: pages }));
      seen.news.push(...found!.news.map((item) => item.id));
      seen.speech.push(...found!.speeches.map((item) => item.id));
    }
    // Was: at most the newest 50 event videos, on /blog alone.
    expect(seen).toEqual(newestFirst);
    const last = await loadNewsPage(pages);
    expect(last!.news.map((item) => item.id)).toEqual(newestFirst.news.slice((pages - 1) * NEWS_PAGE_SIZE));
    expect(last!.news.at(-1)!.id).toBe(newestFirst.news.at(-1));
    // The speeches ran out on page 2.
    expect(last!.speeches).toEqual([]);

    expect(await loadNewsPage(pages + 1)).toBeNull();
    for (const value of ["0", "x", "2.5", ""]) expect(await loadNewsPage(parsePageNumber(value))).toBeNull();
    expect(await listNewsItemsPage({ kind: "speech", page: 2, pageSize: NEWS_PAGE_SIZE })).toEqual({
      items: expect.any(Array),
      total: SPEECHES,
    });
  });

  it("renders a page with its videos and page links, and answers not found past the end", async () => {
    const pages = Math.ceil(EVENTS / NEWS_PAGE_SIZE);
    const second = await renderPage("2");
    expect(second).toContain(`>news ${EVENTS - NEWS_PAGE_SIZE}<`);
    expect(second).toContain(`>speech ${SPEECHES - NEWS_PAGE_SIZE}<`);
    expect([relHref(second, "prev"), relHref(second, "next")]).toEqual(["/blog", "/blog?page=3"]);
    expect(second).not.toContain("draft");

    const last = await renderPage(String(pages));
    // The oldest event video; no Speeches section once they have run out.
    expect(last).toContain(">news 1<");
    expect(last).not.toContain("Speeches");
    expect([relHref(last, "prev"), relHref(last, "next")]).toEqual([`/blog?page=${pages - 1}`, null]);

    expect(await renderPage(String(pages + 1))).toBe("not found");
    expect(await renderPage("0")).toBe("not found");
  });

  it("names each page's own address as canonical, and its number in the title", async () => {
    const second = await generateMetadata(params("2"));
    expect(second.alternates?.canonical).toBe("/blog?page=2");
    expect(second.title).toEqual({ absolute: expect.stringMatching(/^News and Events, page 2 \|/) });
    const first = await generateMetadata(params("1"));
    expect(first.alternates?.canonical).toBe("/blog");
    expect(first.title).toEqual({ absolute: expect.stringMatching(/^News and Events \|/) });
  });
});

describe("GET /api/news/getallnews", () => {
  type TReply = { news: { id: number }[]; total: number; page?: number; pageSize?: number };
  const get = async (query: string) => send(getAllNews, getRequest(`/api/news/getallnews${query}`));

  it("holds the newest 50 without paging, with the total that shows the cut", async () => {
    const reply = (await get("?kind=news")).body as TReply;
    expect(reply.news.map((item) => item.id)).toEqual(newestFirst.news.slice(0, MAX_NEWS_ITEMS));
    expect(reply.total).toBe(EVENTS);
    expect(reply.page).toBeUndefined();
  });

  it("reaches every published video a page at a time, of a kind or of both", async () => {
    const rest = (await get("?kind=news&page=2&pageSize=50")).body as TReply;
    expect(rest).toEqual({ news: expect.any(Array), total: EVENTS, page: 2, pageSize: 50 });
    expect(rest.news.map((item) => item.id)).toEqual(newestFirst.news.slice(50));
    const both = (await get("?page=1&pageSize=5")).body as TReply;
    expect(both.total).toBe(EVENTS + SPEECHES);
    expect(both.news).toHaveLength(5);
  });

  it("refuses a page larger than 50 rather than cutting it (400 on query.pageSize)", async () => {
    const reply = await get("?pageSize=51");
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["query.pageSize"]);
  });
});
