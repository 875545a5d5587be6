// The News Section (/blog/blogs, and /blog/blogs?page=n through next.config.mjs rewrites):
// published posts, newest first, a page at a time. Script-free, ISR, rendered on first visit.
import type { GetStaticProps, PageConfig } from "next";
import { BlogList, blogListHref } from "@/components/blog/blog-list";
import { PageContainer } from "@/components/layout/page-container";
import { parsePageNumber } from "@/components/public/pagination";
import { StaticSitePage } from "@/components/static-page/static-page";
import { BLOG_PAGE_SIZE, listBlogPosts } from "@/lib/content/list-blog-posts";
import type { TBlogSummary } from "@/lib/content/types";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { posts: TBlogSummary[]; page: number; totalPages: number };

export const getStaticProps: GetStaticProps<TProps, { page: string }> = async ({ params }) => {
  const page = parsePageNumber(params?.page ?? "");
  if (page === null) return NOT_FOUND;
  const { posts, total } = await listBlogPosts({ page, pageSize: BLOG_PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > totalPages) return NOT_FOUND;
  return { props: { posts, page, totalPages }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const NewsSectionPage = ({ posts, page, totalPages }: TProps) => (
  <StaticSitePage
    currentPath="/blog/blogs"
    head={{
      title: page > 1 ? `News Section, page ${page}` : "News Section",
      description: "News, stories and events from the foundation's tables and circles across the country.",
      path: blogListHref(page),
    }}
  >
    <PageContainer
      title="News Section"
      width="wide"
      description={<p>News, stories and events from the foundation&apos;s tables and circles.</p>}
    >
      <BlogList posts={posts} page={page} totalPages={totalPages} />
    </PageContainer>
  </StaticSitePage>
);

export default NewsSectionPage;
