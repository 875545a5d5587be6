// Publishing refreshes the cached public pages: the landing page, /blog, every page of the News
// Section (and one more, for a withdrawn post) and the post's own page. Outside a Next.js server
// there is no cache: it only answers which routes it would refresh. (The e2e test "a blog post
// published by admin appears on /blog/blogs" shows the refresh on the running server.)
import { contentListRoutes, revalidatePublicPages } from "@/lib/content/revalidate-public-pages";
import { revalidationToken } from "@/lib/content/revalidation-token";
import { BLOG_PAGE_SIZE } from "@/lib/content/list-blog-posts";
import { seedBlogPost } from "@/lib/db/seed/content-seed";
import { seedDemoContent } from "@/lib/db/seed/demo-content";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

describe("revalidatePublicPages", () => {
  it("names the landing page, /blog and the News Section's pages by their routes", () => {
    expect(contentListRoutes(2)).toEqual(["/landing/home", "/blog/page/1", "/blog/blogs/page/1", "/blog/blogs/page/2"]);
  });

  it("covers one News Section page more than the published posts fill, and the given post", async () => {
    await seedDemoContent(db().prisma);
    for (let index = 0; index < BLOG_PAGE_SIZE; index += 1) {
      await seedBlogPost(db().prisma, {
        slug: `extra-${index}`,
        title: `Extra ${index}`,
        summary: "s",
        body: "Body text.",
        isPublished: true,
      });
    }
    const published = await db().prisma.blogPost.count({ where: { isPublished: true } });
    expect(published).toBeGreaterThan(BLOG_PAGE_SIZE);
    const paths = await revalidatePublicPages(["/blog/a-post"]);
    const blogPages = paths.filter((path) => path.startsWith("/blog/blogs/page/"));
    expect(blogPages.at(-1)).toBe(`/blog/blogs/page/${Math.ceil(published / BLOG_PAGE_SIZE) + 1}`);
    expect(blogPages).toHaveLength(Math.ceil(published / BLOG_PAGE_SIZE) + 1);
    expect(paths).toEqual(expect.arrayContaining(["/landing/home", "/blog/page/1", "/blog/a-post"]));
  });

  it("signs its requests with a token derived from the auth secret", () => {
    const token = revalidationToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const previous = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = "another-secret";
    try {
      expect(revalidationToken()).not.toBe(token);
    } finally {
      if (previous === undefined) delete process.env.NEXTAUTH_SECRET;
      else process.env.NEXTAUTH_SECRET = previous;
    }
  });
});
