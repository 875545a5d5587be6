// @database-independent
// The Blog and News screen's two sections (/manage/blogandnews): each says how many it holds and
// how many are published, offers "New …", lists its rows with their detail and Edit and Delete,
// says so when it is empty, and asks before a delete. The two must keep saying it the same way.
import { renderToStaticMarkup } from "react-dom/server";
import { BlogSection } from "@/components/content-admin/blog-section";
import { INVALID_DATE } from "@/components/content-admin/content-list";
import { NewsSection } from "@/components/content-admin/news-section";
import type { TAdminListPage, TBlogPostAdmin, TNewsItemAdmin } from "@/lib/content/types";
import { adminPost as post, adminVideo as video } from "./content-admin-rows";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const page = <T,>(items: T[], total: number, published: number, nextCursor: string | null = null): TAdminListPage<T> => ({
  items,
  total,
  published,
  nextCursor,
});
const blog = (firstPage: TAdminListPage<TBlogPostAdmin>) =>
  renderToStaticMarkup(<BlogSection firstPage={firstPage} onStatus={() => undefined} focusStatus={() => undefined} />);
const news = (firstPage: TAdminListPage<TNewsItemAdmin>) =>
  renderToStaticMarkup(<NewsSection firstPage={firstPage} onStatus={() => undefined} focusStatus={() => undefined} />);

describe("the blog section", () => {
  it("counts the posts, lists them with author and date, links a published one, and offers New blog post", () => {
    const html = blog(page([post, { ...post, id: 5, title: "A draft", isPublished: false }], 1234, 1000, "after-5"));
    expect(html).toContain("1,234 posts, 1,000 published.");
    expect(html).toMatch(/<button[^>]*>New blog post<\/button>/);
    expect(html).toContain('<ul aria-label="Blog posts"');
    expect(html).toContain("Ann Author · published 2 Jan 2026");
    expect(html).toContain("Ann Author · not published");
    expect(html).toContain('href="/blog/a-post"');
    expect(html).toContain('Edit<span class="sr-only"> A post</span>');
    expect(html).toContain('Delete<span class="sr-only"> A draft</span>');
    expect(html).toContain("Showing 2 of 1,234.");
  });

  it("says one post in the singular, a row's invalid date, and the empty list", () => {
    expect(blog(page([{ ...post, dateInvalid: true }], 1, 1))).toContain(`1 post, 1 published.`);
    expect(blog(page([{ ...post, dateInvalid: true }], 1, 1))).toContain(`Ann Author · ${INVALID_DATE}`);
    const empty = blog(page([], 0, 0));
    expect(empty).toContain("No blog posts yet");
    expect(empty).toContain("Write the first post with “New blog post”.");
  });
});

describe("the news section", () => {
  it("counts the videos, lists them with kind and date, links none, and offers New video", () => {
    const html = news(page([video, { ...video, id: 8, kind: "news", title: "News", isPublished: true }], 2, 1));
    expect(html).toContain("2 videos, 1 published.");
    expect(html).toMatch(/<button[^>]*>New video<\/button>/);
    expect(html).toContain('<ul aria-label="News and speech videos"');
    expect(html).toContain("Speech · 2 Jan 2026");
    expect(html).toContain("News and Events · 2 Jan 2026");
    expect(html).not.toContain("href=");
    expect(html).toContain('Delete<span class="sr-only"> A talk</span>');
    expect(html).not.toContain("Showing");
  });

  it("says one video in the singular and the empty list", () => {
    expect(news(page([video], 1, 0, "after-7"))).toContain("1 video, 0 published.");
    const empty = news(page([], 0, 0));
    expect(empty).toContain("No videos yet");
    expect(empty).toContain("Add a news or speech video with “New video”.");
  });
});
