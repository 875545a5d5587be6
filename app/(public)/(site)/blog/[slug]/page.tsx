// One blog post (/blog/<slug>). ISR: rendered on its first visit and cached; publishing or
// editing the post refreshes it (revalidatePath).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BlogArticle } from "@/components/blog/blog-article";
import { JsonLd } from "@/components/public/json-ld";
import { getBlogPostBySlug } from "@/lib/content/get-blog-post-by-slug";
import { pageMetadata, shareImage } from "@/lib/seo/metadata";
import { blogPostingJsonLd } from "@/lib/seo/structured-data";

export const revalidate = 600;

/** No post is rendered at build time (no database then); each is cached after its first visit. */
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type TProps = { params: Promise<{ slug: string }> };

/** One query for the metadata and the page of the same request. */
const loadPost = cache(getBlogPostBySlug);

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) return { title: "Post not found" };
  return pageMetadata({
    title: post.title,
    description: post.summary || `${post.title}: news from the foundation.`,
    path: `/blog/${post.slug}`,
    image: shareImage(post.coverImage, post.title),
    article: { publishedTime: post.publishedAt, authors: [post.author] },
  });
};

const BlogPostPage = async ({ params }: TProps) => {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <BlogArticle post={post} />
    </>
  );
};

export default BlogPostPage;
