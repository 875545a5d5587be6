// sitemap.xml lists every published post, past the 500 of the legacy unpaged list, and no draft.
import sitemap from "@/app/sitemap";
import { MAX_BLOG_LIST } from "@/lib/content/list-blog-posts";
import { absoluteUrl } from "@/lib/seo/site";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

const PUBLISHED = MAX_BLOG_LIST + 20;
const START = Date.UTC(2020, 0, 1);

beforeAll(async () => {
  await db().prisma.blogPost.createMany({
    data: Array.from({ length: PUBLISHED + 2 }, (_, index) => ({
      slug: `sitemap-post-${index + 1}`,
      title: `Sitemap post ${index + 1}`,
      summary: "One of many.",
      bodyHtml: "<p>A short body.</p>",
      author: "Foundation Secretariat",
      isPublished: index < PUBLISHED,
      publishedAt: index < PUBLISHED ? new Date(START + index * 3_600_000) : null,
    })),
  });
});

describe("sitemap.xml", () => {
  it("lists every published post with its last change, and no draft", async () => {
    const { prisma } = db();
    const published = await prisma.blogPost.findMany({ where: { isPublished: true }, select: { slug: true, updatedAt: true } });
    expect(published.length).toBeGreaterThan(MAX_BLOG_LIST);
    const entries = await sitemap();
    const posts = entries.filter(
      (entry) => new URL(entry.url).pathname.startsWith("/blog/") && entry.url !== absoluteUrl("/blog/blogs"),
    );
    // Was MAX_BLOG_LIST (500): the oldest posts were missing.
    expect(posts).toHaveLength(published.length);
    const byUrl = new Map(posts.map((entry) => [entry.url, entry.lastModified]));
    for (const post of published) expect(byUrl.get(absoluteUrl(`/blog/${post.slug}`))).toEqual(post.updatedAt);
    expect(byUrl.has(absoluteUrl(`/blog/sitemap-post-${PUBLISHED + 1}`))).toBe(false);
    expect(entries.map((entry) => entry.url)).toContain(absoluteUrl("/blog/blogs"));
  });
});
