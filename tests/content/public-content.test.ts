// The public content APIs and the domain functions the pages call, on the demo content.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GET as getAllBlogs } from "@/app/api/blog/getallblogs/route";
import { GET as getLmfValue } from "@/app/api/lmf/getlmfvalue/route";
import { GET as getAllNews } from "@/app/api/news/getallnews/route";
import { GET as getAllGallerySummery } from "@/app/api/projects/getallgallerysummery/route";
import { POST as getProjectsForGallery } from "@/app/api/projects/getprojectapplicationsforgallery/route";
import { GET as getAllRecognitions } from "@/app/api/recognitions/getallrecognitions/route";
import { getBlogPostBySlug } from "@/lib/content/get-blog-post-by-slug";
import { FALLBACK_SLIDE } from "@/components/landing/landing-content";
import { DEFAULT_FOUNDATION_IMAGE, imageOrDefault, isImagePath } from "@/lib/content/images";
import { listBlogPosts } from "@/lib/content/list-blog-posts";
import { getGallerySummary } from "@/lib/content/list-gallery-summaries";
import { listNewsItems } from "@/lib/content/list-news-items";
import { listSlides } from "@/lib/content/list-slides";
import { seedDemoContent } from "@/lib/db/seed/demo-content";
import { seedBlogPost } from "@/lib/db/seed/content-seed";
import { contentPictures } from "../helpers/content-pictures";
import { setupTestDb } from "../helpers/test-db";
import { fieldsOf, formRequest, getRequest, jsonRequest, messageFor, send } from "./helpers";

const db = setupTestDb();

beforeAll(async () => {
  await seedDemoContent(db().prisma);
  await seedBlogPost(db().prisma, {
    slug: "a-draft",
    title: "A draft",
    summary: "Not yet",
    body: "Draft body text here.",
    isPublished: false,
  });
});

type TBlogs = {
  blogs: { slug: string; publishedAt: string; title: string; coverImage: string }[];
  total?: number;
  page?: number;
  pageSize?: number;
};

describe("demo content", () => {
  it("is idempotent", async () => {
    const { prisma } = db();
    const before = await Promise.all([
      prisma.slide.count(),
      prisma.newsItem.count(),
      prisma.galleryProject.count(),
      prisma.blogPost.count(),
      prisma.recognition.count(),
    ]);
    await seedDemoContent(prisma);
    const after = await Promise.all([
      prisma.slide.count(),
      prisma.newsItem.count(),
      prisma.galleryProject.count(),
      prisma.blogPost.count(),
      prisma.recognition.count(),
    ]);
    expect(after).toEqual(before);
    expect(before.slice(0, 2)).toEqual([3, 5]);
  });

  it("shows only pictures the site ships, each a raster image as members upload (an SVG is a document the browser lays out and paints on the page's main thread)", async () => {
    // What the pages show: a cover that is not an image (a PDF report) shows the default picture.
    const shown = [
      DEFAULT_FOUNDATION_IMAGE,
      FALLBACK_SLIDE.backgroundImage,
      ...(await contentPictures(db().prisma)).flatMap((row) => (row.picture ? [row.picture] : [])),
    ];
    const pictures = new Set(shown.map(imageOrDefault));
    // Every kind of content, and the two fallbacks, each with at least one picture.
    expect(pictures.size).toBeGreaterThanOrEqual(20);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/images\/.+\.webp$/);
      const file = await readFile(path.join(process.cwd(), "public", picture));
      // RIFF....WEBP: the file is what its name says.
      expect([file.subarray(0, 4).toString("latin1"), file.subarray(8, 12).toString("latin1")]).toEqual(["RIFF", "WEBP"]);
    }
  });

  it("gives three ordered slides with the 'Read Our Story' link and local backgrounds", async () => {
    const slides = await listSlides();
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(slide).toEqual(expect.objectContaining({ linkLabel: "Read Our Story", linkHref: "/dashboard/aboutus" }));
      expect(slide.backgroundImage).toMatch(/^\/images\/slides\/.+\.webp$/);
    }
  });

  it("splits news and speech videos, with embed URLs and local thumbnails", async () => {
    const news = await listNewsItems({ kind: "news" });
    const speeches = await listNewsItems({ kind: "speech" });
    expect(news).toHaveLength(3);
    expect(speeches).toHaveLength(2);
    for (const item of [...news, ...speeches]) {
      expect(item.url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      expect(item.thumbnail).toMatch(/^\/images\/news\//);
    }
    const reply = await send(getAllNews, getRequest("/api/news/getallnews?kind=speech"));
    expect((reply.body as { news: unknown[] }).news).toHaveLength(2);
    expect((await send(getAllNews, getRequest("/api/news/getallnews?kind=video"))).status).toBe(400);
  });
});

describe("GET /api/blog/getallblogs", () => {
  it("lists every published post, newest first, in the legacy shape", async () => {
    const reply = await send(getAllBlogs, getRequest("/api/blog/getallblogs"));
    expect(reply.status).toBe(200);
    const { blogs } = reply.body as TBlogs;
    expect(blogs).toHaveLength(4);
    expect(blogs.map((blog) => blog.slug)).not.toContain("a-draft");
    const dates = blogs.map((blog) => blog.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(blogs[0]!).sort()).toEqual(["author", "coverImage", "id", "publishedAt", "slug", "summary", "title"]);
  });

  it("pages with page and pageSize", async () => {
    const reply = await send(getAllBlogs, getRequest("/api/blog/getallblogs?page=2&pageSize=3"));
    expect(reply.body).toEqual(expect.objectContaining({ total: 4, page: 2, pageSize: 3 }));
    expect((reply.body as TBlogs).blogs).toHaveLength(1);
    const bad = await send(getAllBlogs, getRequest("/api/blog/getallblogs?page=0&pageSize=x"));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["query.page", "query.pageSize"]));
  });

  it("serves a post by slug with its body, never a draft", async () => {
    const post = await getBlogPostBySlug("flood-relief-assam");
    expect(post?.bodyHtml).toContain("<p>");
    expect(await getBlogPostBySlug("a-draft")).toBeNull();
    expect(await getBlogPostBySlug("../etc")).toBeNull();
    expect((await listBlogPosts({ page: 1, pageSize: 2 })).posts).toHaveLength(2);
  });
});

describe("GET /api/projects/getallgallerysummery", () => {
  it("sorts the years by year string descending, with formatted year strings", async () => {
    const reply = await send(getAllGallerySummery, getRequest("/api/projects/getallgallerysummery"));
    const list = (reply.body as { gallerysummarylist: { year: number; yearString: string; coverPhoto: string }[] })
      .gallerysummarylist;
    expect(list.map((entry) => entry.yearString)).toEqual([
      "2024-25",
      "2023-24",
      "2022-23",
      "2021-22",
      "2020-21",
      "2019-20",
      "2018-19",
      "2017-18",
    ]);
    expect(list[2]).toEqual({ year: 202223, yearString: "2022-23", coverPhoto: "/images/gallery/2022-23.webp" });
    expect(list.filter((entry) => !isImagePath(entry.coverPhoto)).map((entry) => entry.yearString)).toEqual(["2019-20"]);
    expect(await getGallerySummary(202223)).toEqual(list[2]);
    expect(await getGallerySummary(209900)).toBeNull();
  });
});

describe("POST /api/projects/getprojectapplicationsforgallery", () => {
  const url = "/api/projects/getprojectapplicationsforgallery";
  type TPage = { projects: { id: number; year: number; tableNo: string; title: string }[]; total: number };

  it("pages through a year with startrecord and takerecord", async () => {
    const first = await send(
      getProjectsForGallery,
      jsonRequest(url, { year: 202223, startrecord: 0, takerecord: 6, key: "legacy-key" }),
    );
    expect(first.status).toBe(200);
    const page1 = first.body as TPage;
    expect(page1.total).toBe(15);
    expect(page1.projects).toHaveLength(6);
    expect(page1.projects[0]).toEqual(expect.objectContaining({ year: 202223, tableNo: expect.stringMatching(/^(RT|LC)\d+$/) }));
    const page3 = (await send(getProjectsForGallery, jsonRequest(url, { year: 202223, startrecord: 12, takerecord: 6 })))
      .body as TPage;
    expect(page3.projects).toHaveLength(3);
    const ids = new Set([...page1.projects, ...page3.projects].map((project) => project.id));
    expect(ids.size).toBe(9);
    const past = (await send(getProjectsForGallery, jsonRequest(url, { year: 202223, startrecord: 30, takerecord: 6 })))
      .body as TPage;
    expect(past).toEqual({ projects: [], total: 15 });
  });

  it("accepts the legacy form with a json field, and strings for numbers", async () => {
    const reply = await send(
      getProjectsForGallery,
      formRequest(url, { json: JSON.stringify({ year: "201718", startrecord: "0", takerecord: "2" }) }),
    );
    expect((reply.body as TPage).projects).toHaveLength(2);
  });

  it("refuses a bad year, startrecord or takerecord, naming the field", async () => {
    const reply = await send(getProjectsForGallery, jsonRequest(url, { year: 2022, startrecord: -1, takerecord: 0 }));
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(expect.arrayContaining(["year", "startrecord", "takerecord"]));
    expect(messageFor(reply, "year")).toMatch(/202223/);
    const tooMany = await send(getProjectsForGallery, jsonRequest(url, { year: 202223, startrecord: 0, takerecord: 1000 }));
    expect(fieldsOf(tooMany)).toEqual(["takerecord"]);
    expect((await send(getProjectsForGallery, jsonRequest(url, {}))).status).toBe(400);
  });
});

describe("other public reads", () => {
  it("lists recognitions newest year first", async () => {
    const reply = await send(getAllRecognitions, getRequest("/api/recognitions/getallrecognitions"));
    const list = (reply.body as { recognitions: { year: number; image: string }[] }).recognitions;
    expect(list).toHaveLength(4);
    expect(list.map((entry) => entry.year)).toEqual([202324, 202223, 202122, 202021]);
  });

  it("gives the LMF value", async () => {
    const reply = await send(getLmfValue, getRequest("/api/lmf/getlmfvalue"));
    expect(reply.body).toEqual({ lmfValue: 25000, currency: "INR" });
  });
});
