// One blog post (/blog/<slug>). Script-free, ISR: rendered on its first visit and cached;
// publishing, editing or deleting the post refreshes it (lib/content/revalidate-public-pages).
import type { GetStaticProps, PageConfig } from "next";
import { BlogArticle } from "@/components/blog/blog-article";
import { StaticSitePage } from "@/components/static-page/static-page";
import { getBlogPostBySlug } from "@/lib/content/get-blog-post-by-slug";
import type { TBlogPost } from "@/lib/content/types";
import { shareImage } from "@/lib/seo/metadata";
import { blogPostingJsonLd } from "@/lib/seo/structured-data";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { post: TBlogPost };

export const getStaticProps: GetStaticProps<TProps, { slug: string }> = async ({ params }) => {
  const post = await getBlogPostBySlug(params?.slug ?? "");
  if (!post) return NOT_FOUND;
  return { props: { post }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const BlogPostPage = ({ post }: TProps) => (
  <StaticSitePage
    currentPath={`/blog/${post.slug}`}
    jsonLd={blogPostingJsonLd(post)}
    head={{
      title: post.title,
      description: post.summary || `${post.title}: news from the foundation.`,
      path: `/blog/${post.slug}`,
      image: shareImage(post.coverImage, post.title),
      article: { publishedTime: post.publishedAt, authors: [post.author] },
    }}
  >
    <BlogArticle post={post} />
  </StaticSitePage>
);

export default BlogPostPage;
