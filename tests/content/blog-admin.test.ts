// Writing the blog: createblog (Admin; validation, sanitising, publishing), the admin list and
// deleteblog. Uploads: blog-uploads.test.ts.
import { POST as createBlog } from "@/app/api/blog/createblog/route";
import { POST as deleteBlog } from "@/app/api/blog/deleteblog/route";
import { GET as getAllBlogs } from "@/app/api/blog/getallblogs/route";
import { GET as getBlogsForAdmin } from "@/app/api/blog/getblogsforadmin/route";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlogArticle } from "@/components/blog/blog-article";
import { BlogCard } from "@/components/blog/blog-card";
import { getBlogPostBySlug } from "@/lib/content/get-blog-post-by-slug";
import { getStorage } from "@/lib/storage";
import { setupTestDb } from "../helpers/test-db";
import {
  fieldsOf,
  formRequest,
  getRequest,
  jsonRequest,
  messageFor,
  png,
  seedAccounts,
  send,
  setupTempStorage,
  type TLogins,
} from "./helpers";

const db = setupTestDb();
// The body's own image must be stored: a save refuses one that storage no longer has.
setupTempStorage();
let auth: TLogins;

beforeAll(async () => {
  auth = await seedAccounts(db().prisma);
});

type TBlog = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  coverImage: string;
  author: string;
  isPublished: boolean;
  publishedAt: string;
};
const blogOf = (body: unknown) => (body as { blog: TBlog }).blog;

/** Saves a post as the Admin through createblog (a create, or an edit with `id`): the reply's blog. */
const savePost = async (fields: Record<string, unknown>) =>
  blogOf((await send(createBlog, jsonRequest("/api/blog/createblog", fields, auth.admin))).body);

const validPost = {
  title: "Our new water plant",
  summary: "Two thousand litres a day.",
  body: "The plant opened on Monday and serves 400 families.",
  isPublished: true,
};

describe("POST /api/blog/createblog", () => {
  const url = "/api/blog/createblog";

  it("is for Admin only: 401 anonymous, 403 member", async () => {
    expect((await send(createBlog, jsonRequest(url, validPost))).status).toBe(401);
    expect((await send(createBlog, jsonRequest(url, validPost, auth.member))).status).toBe(403);
  });

  it("creates and publishes a post that the public list shows at once", async () => {
    const reply = await send(createBlog, jsonRequest(url, validPost, auth.admin));
    expect(reply.status).toBe(201);
    const blog = blogOf(reply.body);
    expect(blog).toEqual(
      expect.objectContaining({ slug: "our-new-water-plant", isPublished: true, author: "Content Admin", coverImage: "" }),
    );
    expect(blog.bodyHtml).toBe("<p>The plant opened on Monday and serves 400 families.</p>");
    expect(new Date(blog.publishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const list = await send(getAllBlogs, getRequest("/api/blog/getallblogs"));
    expect((list.body as { blogs: TBlog[] }).blogs.map((entry) => entry.slug)).toContain("our-new-water-plant");
  });

  it("keeps drafts off the public pages until published, then keeps the first publication date", async () => {
    const draft = await savePost({ ...validPost, title: "Draft news", isPublished: false });
    expect(draft.isPublished).toBe(false);
    expect(await getBlogPostBySlug(draft.slug)).toBeNull();
    const published = await send(
      createBlog,
      jsonRequest(url, { ...validPost, id: draft.id, title: "Draft news", isPublished: true }, auth.admin),
    );
    expect(published.status).toBe(200);
    expect((await getBlogPostBySlug(draft.slug))?.title).toBe("Draft news");
    const edited = await savePost({ ...validPost, id: draft.id, title: "Draft news, edited", isPublished: true });
    expect(edited.publishedAt).toBe(blogOf(published.body).publishedAt);
    expect(edited.slug).toBe(draft.slug);
    const admin = await send(getBlogsForAdmin, getRequest("/api/blog/getblogsforadmin", auth.admin));
    expect((admin.body as { blogs: TBlog[] }).blogs.find((entry) => entry.id === draft.id)?.title).toBe("Draft news, edited");
    expect((await send(getBlogsForAdmin, getRequest("/api/blog/getblogsforadmin", auth.member))).status).toBe(403);
  });

  it("gives a second post with the same title its own slug", async () => {
    const again = await savePost(validPost);
    expect(again.slug).toBe("our-new-water-plant-2");
    const clash = await send(createBlog, jsonRequest(url, { ...validPost, slug: "our-new-water-plant" }, auth.admin));
    expect(clash.status).toBe(400);
    expect(fieldsOf(clash)).toEqual(["slug"]);
  });

  it("derives the summary as plain text (entities decoded), which the public pages escape once", async () => {
    const body =
      "<p><strong>Health &amp; Education</strong> camps&nbsp;for &quot;all&quot; ages &#8211; &lt;script&gt;alert(1)&lt;/script&gt; stays text.</p>";
    const blog = await savePost({ ...validPost, summary: "", title: "Camps", body });
    expect(blog.summary).toBe('Health & Education camps for "all" ages \u2013 <script>alert(1)</script> stays text.');
    const post = await getBlogPostBySlug(blog.slug);
    expect(post?.summary).toBe(blog.summary);
    const card = renderToStaticMarkup(createElement(BlogCard, { post: post!, sizes: "100vw" }));
    expect(card).toContain("Health &amp; Education camps for &quot;all&quot; ages \u2013 &lt;script&gt;alert(1)&lt;/script&gt;");
    // The post page does not repeat a derived summary above the body (next test); the body is escaped once too.
    for (const markup of [card, renderToStaticMarkup(createElement(BlogArticle, { post: post! }))]) {
      expect(markup).not.toContain("&amp;amp;");
      expect(markup).not.toContain("<script>");
    }
  });

  it("shows a derived summary once on the post page, and a typed one (escaped once) as the lead above the body", async () => {
    const body = "The well at Kothur was dug in March and now serves 120 homes.";
    const derived = await savePost({ ...validPost, title: "Kothur well", summary: "", body });
    expect(derived.summary).toBe(body);
    const derivedPost = (await getBlogPostBySlug(derived.slug))!;
    expect(renderToStaticMarkup(createElement(BlogCard, { post: derivedPost, sizes: "100vw" }))).toContain(body);
    // Was twice: once as the lead paragraph, once as the body's first paragraph.
    expect(renderToStaticMarkup(createElement(BlogArticle, { post: derivedPost })).split(body)).toHaveLength(2);

    const typed = await savePost({ ...validPost, title: "Kothur well again", summary: 'Water & "hope" for 120 homes.', body });
    const article = renderToStaticMarkup(createElement(BlogArticle, { post: (await getBlogPostBySlug(typed.slug))! }));
    expect(article).toContain("Water &amp; &quot;hope&quot; for 120 homes.");
    expect(article).not.toContain("&amp;amp;");
    expect(article.split(body)).toHaveLength(2);
  });

  it("derives the summary again from the new body when the derived one is sent back unchanged", async () => {
    const draft = await savePost({ title: "Tree planting", summary: "", body: "Draft - details to follow", isPublished: false });
    expect(draft.summary).toBe("Draft - details to follow");
    // The admin form fills its Summary box from the stored summary and sends it back as it is.
    const newBody = "<p>Volunteers planted 300 saplings along the lake on Sunday.</p>";
    const published = await savePost({
      id: draft.id,
      title: draft.title,
      summary: draft.summary,
      body: newBody,
      isPublished: true,
    });
    // Was "Draft - details to follow" on the cards, the meta description and the JSON-LD.
    expect(published.summary).toBe("Volunteers planted 300 saplings along the lake on Sunday.");
    expect((await getBlogPostBySlug(published.slug))?.summary).toBe(published.summary);
  });

  it("keeps a typed summary when the body is edited", async () => {
    const first = await savePost({
      ...validPost,
      title: "Eye camp",
      summary: "Free eye tests for 500 people.",
      body: "Draft - details to follow",
    });
    const edited = await savePost({
      id: first.id,
      title: first.title,
      summary: first.summary,
      body: "The camp ran for two days at the town hall.",
      isPublished: true,
    });
    expect(edited.summary).toBe("Free eye tests for 500 people.");
    // A typed summary that happens to be the body's start is kept too while the body stays.
    const same = await savePost({
      id: first.id,
      title: first.title,
      summary: "The camp ran for two days",
      body: "The camp ran for two days at the town hall.",
      isPublished: true,
    });
    expect(same.summary).toBe("The camp ran for two days");
  });

  it("derives the summary with the words of adjacent blocks and lines apart", async () => {
    const body =
      "<h2>Water</h2><p>Two wells</p><ul><li>One</li><li>Two</li></ul><p>Dug<br>deep</p><blockquote>Thanks</blockquote>";
    const blog = await savePost({ ...validPost, summary: "", title: "Wells", body });
    // Was "WaterTwo wellsOneTwoDugdeepThanks".
    expect(blog.summary).toBe("Water Two wells One Two Dug deep Thanks");
  });

  it("never gives a post the address of a blog list: page and blogs are reserved", async () => {
    // /blog/blogs is the article list and /blog/page/{n} the videos (lib/http/public-rewrites.ts).
    const blogs = await savePost({ ...validPost, title: "Blogs" });
    expect(blogs.slug).toBe("blogs-2");
    const page = await savePost({ ...validPost, title: "Page!" });
    expect(page.slug).toBe("page-2");
    for (const slug of ["blogs", "Page"]) {
      const reply = await send(createBlog, jsonRequest(url, { ...validPost, title: "Explicit", slug }, auth.admin));
      expect(reply.status).toBe(400);
      expect(fieldsOf(reply)).toEqual(["slug"]);
      expect(messageFor(reply, "slug")).toMatch(/choose another slug/);
      const edit = await send(createBlog, jsonRequest(url, { ...validPost, id: blogs.id, title: "Blogs", slug }, auth.admin));
      expect(fieldsOf(edit)).toEqual(["slug"]);
    }
    expect(await db().prisma.blogPost.count({ where: { slug: { in: ["page", "blogs"] } } })).toBe(0);
  });

  it("accepts the blog JSON in the form field json", async () => {
    const reply = await send(
      createBlog,
      formRequest(url, { json: JSON.stringify({ ...validPost, title: "Sent as a form" }) }, auth.admin),
    );
    expect(reply.status).toBe(201);
    expect(blogOf(reply.body).slug).toBe("sent-as-a-form");
  });

  it("sanitises the body: no scripts, handlers, javascript: links or foreign images", async () => {
    await getStorage().put("blog", `${"a".repeat(32)}-file.png`, png());
    const body = `<p onclick="steal()">Hello <strong>world</strong></p><script>alert(1)</script>
      <a href="javascript:alert(1)">bad link</a> <a href="https://example.org/report">report</a>
      <img src="https://evil.example/x.png" onerror="alert(1)"><img src="/api/content/files/blog/${"a".repeat(32)}-file.png" onerror="x()">
      <iframe src="https://evil.example"></iframe><style>body{display:none}</style>`;
    const blog = await savePost({ ...validPost, title: "Sanitised", body });
    expect(blog.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style|evil\.example/i);
    expect(blog.bodyHtml).toContain("<strong>world</strong>");
    expect(blog.bodyHtml).toContain('<a href="https://example.org/report" target="_blank" rel="noopener noreferrer">report</a>');
    expect(blog.bodyHtml).toContain(`src="/api/content/files/blog/${"a".repeat(32)}-file.png"`);
    const stored = await db().prisma.blogPost.findUnique({ where: { id: blog.id } });
    expect(stored?.bodyHtml).toBe(blog.bodyHtml);
  });

  it("refuses each invalid field with its name and a reason", async () => {
    const reply = await send(
      createBlog,
      jsonRequest(
        url,
        {
          title: "x",
          body: "<p></p>",
          coverImage: "https://elsewhere.example/cover.png",
          slug: "Not A Slug!",
          isPublished: "maybe",
        },
        auth.admin,
      ),
    );
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply).sort()).toEqual(["body", "coverImage", "isPublished", "slug", "title"]);
    expect(messageFor(reply, "title")).toMatch(/at least 3/);
    expect(messageFor(reply, "coverImage")).toMatch(/image uploaded here/);
    const missing = await send(createBlog, jsonRequest(url, {}, auth.admin));
    expect(fieldsOf(missing).sort()).toEqual(["body", "title"]);
    const unknown = await send(createBlog, jsonRequest(url, { ...validPost, id: 999999 }, auth.admin));
    expect(unknown.status).toBe(404);
    // Past the database's integer range: the field's error, not a failed query.
    const huge = await send(createBlog, jsonRequest(url, { ...validPost, id: 99_999_999_999 }, auth.admin));
    expect(huge.status).toBe(400);
    expect(fieldsOf(huge)).toEqual(["id"]);
  });
});

describe("POST /api/blog/deleteblog", () => {
  it("deletes a post (Admin only)", async () => {
    const post = await savePost({ ...validPost, title: "To be deleted" });
    expect((await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: post.id }, auth.member))).status).toBe(403);
    expect((await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: post.id }, auth.admin))).status).toBe(200);
    expect(await getBlogPostBySlug(post.slug)).toBeNull();
    expect((await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: post.id }, auth.admin))).status).toBe(404);
    expect(fieldsOf(await send(deleteBlog, jsonRequest("/api/blog/deleteblog", { id: "x" }, auth.admin)))).toEqual(["id"]);
  });
});
