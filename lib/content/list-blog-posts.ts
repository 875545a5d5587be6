// Published blog posts for the public pages (paged), and every post, a page at a time, for the admin screen.
import { getDb } from "../db/client";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import { cursorPosition, keysetPage, pageTake } from "./admin-list-page";
import {
  blogPostAdminSelect,
  blogSummarySelect,
  publishedBlogOrder,
  publishedBlogWhere,
  toBlogPostAdmin,
  toBlogSummary,
} from "./shapes";
import type { TAdminListPage, TBlogPage, TBlogPostAdmin, TBlogSummary } from "./types";

/** Posts per page of the News Section (/blog/blogs). */
export const BLOG_PAGE_SIZE = 9;
export const MAX_BLOG_PAGE_SIZE = 50;

export const listBlogPosts = async ({
  page = 1,
  pageSize = 10,
}: { page?: number; pageSize?: number } = {}): Promise<TBlogPage> => {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_BLOG_PAGE_SIZE);
  const skip = (Math.max(1, Math.floor(page)) - 1) * size;
  const prisma = await getDb();
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({
      where: publishedBlogWhere(),
      orderBy: publishedBlogOrder,
      skip,
      take: size,
      select: blogSummarySelect,
    }),
    prisma.blogPost.count({ where: publishedBlogWhere() }),
  ]);
  return { posts: rows.map(toBlogSummary), total };
};

/**
 * Every published post, newest first (the legacy unpaged getallblogs, whose old clients do not page:
 * a cut would hide the oldest posts from them for good). Summaries only, never a body, read through
 * the (isPublished, publishedAt) index: a few hundred bytes a post.
 */
export const listAllBlogPosts = async (): Promise<TBlogSummary[]> => {
  const prisma = await getDb();
  const rows = await prisma.blogPost.findMany({
    where: publishedBlogWhere(),
    orderBy: publishedBlogOrder,
    select: blogSummarySelect,
  });
  return rows.map(toBlogSummary);
};

/**
 * Posts, drafts included, the last changed first (an edited post comes to the top), after `cursor`;
 * with the counts of all posts and of the published ones.
 */
export const listBlogPostsForAdmin = async ({ cursor, take = ADMIN_PAGE_SIZE }: { cursor?: string; take?: number } = {}): Promise<
  TAdminListPage<TBlogPostAdmin>
> => {
  const size = pageTake(take);
  const after = cursorPosition(cursor);
  const prisma = await getDb();
  const [rows, total, published] = await Promise.all([
    prisma.blogPost.findMany({
      where: after ? { OR: [{ updatedAt: { lt: after.at } }, { updatedAt: after.at, id: { lt: after.id } }] } : {},
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: size + 1,
      select: { ...blogPostAdminSelect, updatedAt: true },
    }),
    prisma.blogPost.count(),
    prisma.blogPost.count({ where: { isPublished: true } }),
  ]);
  const { page, nextCursor } = keysetPage(rows, size, (row) => row.updatedAt);
  return { items: page.map(toBlogPostAdmin), total, published, nextCursor };
};

/**
 * Every published post's address and last change, newest first, for the sitemap (no summaries
 * read): the last change, not the publication, is what a search engine's lastmod asks for. Not
 * capped: a cap drops the oldest posts from search engines silently. One sitemap file holds 50,000
 * addresses (sitemaps.org); a foundation's news blog stays far below that (50,000 is a post a day
 * for 137 years), so app/sitemap.ts stays one file (docs/decisions.md).
 */
export const listPublishedPostLinks = async (): Promise<{ slug: string; updatedAt: Date }[]> => {
  const prisma = await getDb();
  return prisma.blogPost.findMany({
    where: publishedBlogWhere(),
    orderBy: publishedBlogOrder,
    select: { slug: true, updatedAt: true },
  });
};
