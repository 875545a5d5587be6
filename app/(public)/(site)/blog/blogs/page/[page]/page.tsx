// The News Section (/blog/blogs, and /blog/blogs?page=n through server.ts rewrites):
// published posts, newest first, a page at a time. ISR, rendered on first visit.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogList, blogListHref } from "@/components/blog/blog-list";
import { PageContainer } from "@/components/layout/page-container";
import { parsePageNumber } from "@/components/public/pagination";
import { BLOG_PAGE_SIZE, listBlogPosts } from "@/lib/content/list-blog-posts";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

type TProps = { params: Promise<{ page: string }> };

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const page = parsePageNumber((await params).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `News Section, page ${page}` : "News Section",
    description: "News, stories and events from the foundation's tables and circles across the country.",
    path: blogListHref(page),
  });
};

const NewsSectionPage = async ({ params }: TProps) => {
  const page = parsePageNumber((await params).page);
  if (page === null) notFound();
  const { posts, total } = await listBlogPosts({ page, pageSize: BLOG_PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > totalPages) notFound();
  return (
    <PageContainer
      title="News Section"
      width="wide"
      description={<p>News, stories and events from the foundation&apos;s tables and circles.</p>}
    >
      <BlogList posts={posts} page={page} totalPages={totalPages} />
    </PageContainer>
  );
};

export default NewsSectionPage;
