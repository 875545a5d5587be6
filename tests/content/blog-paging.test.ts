// GET /api/blog/getallblogs paged, with more published posts than the largest page (50): a page
// holds the posts its echoed page and pageSize say, and a larger size is refused, not cut.
import { GET as getAllBlogs } from "@/app/api/blog/getallblogs/route";
import { MAX_BLOG_PAGE_SIZE } from "@/lib/content/list-blog-posts";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, getRequest, messageFor, send } from "./helpers";

const db = setupTestDb();

const PUBLISHED = 120;
const DRAFTS = 5;
const START = Date.UTC(2024, 0, 1);

/** Published ids, newest first (the public order). */
let newestFirst: number[] = [];

beforeAll(async () => {
  const { prisma } = db();
  await prisma.blogPost.createMany({
    data: Array.from({ length: PUBLISHED + DRAFTS }, (_, index) => {
      const isPublished = index < PUBLISHED;
      return {
        slug: `post-${index + 1}`,
        title: `Post ${index + 1}`,
        summary: "One of many.",
        bodyHtml: "<p>A short body.</p>",
        author: "Foundation Secretariat",
        isPublished,
        // One a day, so that the order is the creation order.
        publishedAt: isPublished ? new Date(START + index * 86_400_000) : null,
      };
    }),
  });
  const rows = await prisma.blogPost.findMany({
    where: { isPublished: true },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  newestFirst = rows.map((row) => row.id);
});

type TPage = { blogs: { id: number }[]; total: number; page: number; pageSize: number };

describe("GET /api/blog/getallblogs?page=&pageSize=", () => {
  it("refuses a page larger than 50, naming pageSize, and reaches every published post once in pages of 50", async () => {
    expect(newestFirst).toHaveLength(PUBLISHED);
    // Was 200 {page: 2, pageSize: 100, total: 120} holding posts 51-100.
    const tooLarge = await send(getAllBlogs, getRequest("/api/blog/getallblogs?page=2&pageSize=100"));
    expect(tooLarge.status).toBe(400);
    expect(fieldsOf(tooLarge)).toEqual(["query.pageSize"]);
    expect(messageFor(tooLarge, "query.pageSize")).toMatch(new RegExp(`at most ${MAX_BLOG_PAGE_SIZE}`));

    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(PUBLISHED / MAX_BLOG_PAGE_SIZE); page += 1) {
      const reply = await send(getAllBlogs, getRequest(`/api/blog/getallblogs?page=${page}&pageSize=${MAX_BLOG_PAGE_SIZE}`));
      expect(reply.status).toBe(200);
      const body = reply.body as TPage;
      expect({ page: body.page, pageSize: body.pageSize, total: body.total }).toEqual({
        page,
        pageSize: MAX_BLOG_PAGE_SIZE,
        total: PUBLISHED,
      });
      // The posts of that page and size, nothing else.
      expect(body.blogs.map((blog) => blog.id)).toEqual(
        newestFirst.slice((page - 1) * MAX_BLOG_PAGE_SIZE, page * MAX_BLOG_PAGE_SIZE),
      );
      seen.push(...body.blogs.map((blog) => blog.id));
    }
    expect(seen).toEqual(newestFirst);
  });
});
