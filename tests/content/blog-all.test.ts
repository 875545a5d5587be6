// GET /api/blog/getallblogs without paging (SPEC.md section 7's legacy call, which old clients call
// as it is): every published post, newest first, in the legacy shape. It used to stop at 500.
import { GET as getAllBlogs } from "@/app/api/blog/getallblogs/route";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, send } from "./helpers";

const db = setupTestDb();

const PUBLISHED = 520;
const DRAFTS = 3;

beforeAll(async () => {
  await db().prisma.$executeRaw`
    INSERT INTO "BlogPost" ("slug", "title", "summary", "bodyHtml", "author", "isPublished", "publishedAt", "updatedAt")
    SELECT 'post-' || n, 'Post ' || n, 'One of many.', '<p>A body that the list never sends.</p>', 'Foundation Secretariat',
           n <= ${PUBLISHED}, CASE WHEN n <= ${PUBLISHED} THEN timestamp '2020-01-01' + n * interval '1 hour' END, now()
    FROM generate_series(1, ${PUBLISHED + DRAFTS}) AS n`;
});

type TBlogs = { blogs: { id: number; slug: string; publishedAt: string }[] };

describe("GET /api/blog/getallblogs (unpaged)", () => {
  it("answers every published post, newest first, summaries only, no draft", async () => {
    const reply = await send(getAllBlogs, getRequest("/api/blog/getallblogs"));
    expect(reply.status).toBe(200);
    const { blogs } = reply.body as TBlogs;
    // Was 500: the oldest 20 were out of reach of an old client.
    expect(blogs).toHaveLength(PUBLISHED);
    const newestFirst = await db().prisma.blogPost.findMany({
      where: { isPublished: true },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(blogs.map((blog) => blog.id)).toEqual(newestFirst.map((row) => row.id));
    expect(blogs.at(-1)!.slug).toBe("post-1");
    expect(Object.keys(reply.body as object)).toEqual(["blogs"]);
    expect(Object.keys(blogs[0]!).sort()).toEqual(["author", "coverImage", "id", "publishedAt", "slug", "summary", "title"]);
  });
});
