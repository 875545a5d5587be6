// sitemap.xml lists every published post, however many (it used to stop at 45,000, and before that
// at the 500 of the legacy unpaged list), with only its address and last change, and no draft.
import sitemap from "@/app/sitemap";
import { absoluteUrl } from "@/lib/seo/site";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

/** More than any cap the sitemap had (45,000), inserted in one statement. */
const PUBLISHED = 45_050;
const DRAFTS = 2;

beforeAll(async () => {
  await db().prisma.$executeRaw`
    INSERT INTO "BlogPost" ("slug", "title", "summary", "bodyHtml", "author", "isPublished", "publishedAt", "updatedAt")
    SELECT 'sitemap-post-' || n, 'Sitemap post ' || n, 'One of many.', '<p>A short body.</p>', 'Foundation Secretariat',
           n <= ${PUBLISHED},
           CASE WHEN n <= ${PUBLISHED} THEN timestamp '2020-01-01' + n * interval '1 minute' END,
           timestamp '2024-01-01' + n * interval '1 second'
    FROM generate_series(1, ${PUBLISHED + DRAFTS}) AS n`;
});

describe("sitemap.xml", () => {
  it("lists every published post with its last change, and no draft", async () => {
    const { prisma } = db();
    const published = await prisma.blogPost.findMany({ where: { isPublished: true }, select: { slug: true, updatedAt: true } });
    expect(published).toHaveLength(PUBLISHED);
    const entries = await sitemap();
    const posts = entries.filter(
      (entry) => new URL(entry.url).pathname.startsWith("/blog/") && entry.url !== absoluteUrl("/blog/blogs"),
    );
    // Was 45,000 (MAX_SITEMAP_POSTS): the oldest posts were missing.
    expect(posts).toHaveLength(PUBLISHED);
    // Each published post once, at its address, with its last change (so no draft either).
    const listed = posts.map((entry) => `${entry.url} ${(entry.lastModified as Date).toISOString()}`).sort();
    const wanted = published.map((post) => `${absoluteUrl(`/blog/${post.slug}`)} ${post.updatedAt.toISOString()}`).sort();
    expect(listed).toEqual(wanted);
    expect(listed.some((line) => line.includes(`/blog/sitemap-post-${PUBLISHED + 1} `))).toBe(false);
    expect(entries.map((entry) => entry.url)).toContain(absoluteUrl("/blog/blogs"));
    // Within one sitemap file's 50,000 addresses (sitemaps.org) with the fixed pages and gallery years.
    expect(entries.length).toBeLessThanOrEqual(50_000);
  });

  it("lists a gallery year with projects and leaves out one without (its page is noindex)", async () => {
    const { prisma } = db();
    await prisma.gallerySummary.createMany({
      data: [
        { year: 201112, yearString: "2011-12", coverPhoto: "/images/a.jpg" },
        { year: 201213, yearString: "2012-13", coverPhoto: "/images/b.jpg" },
      ],
    });
    await prisma.galleryProject.create({
      data: { year: 201112, title: "A classroom", tableName: "Table 1", description: "Built.", coverPhoto: "/images/c.jpg" },
    });
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain(absoluteUrl("/projectgallery/201112"));
    expect(urls).not.toContain(absoluteUrl("/projectgallery/201213"));
  });
});
