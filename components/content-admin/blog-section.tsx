"use client";

import type { TBlogPostAdmin } from "@/lib/content/types";
import { istShortDateText } from "@/lib/india-time";
import { BlogPostForm } from "./blog-post-form";
import { INVALID_DATE } from "./content-list";
import { fetchBlogPostsAfter } from "./content-api";
import { ContentSection, type TSectionProps } from "./content-section";

export const BlogSection = (props: TSectionProps<TBlogPostAdmin>) => (
  <ContentSection
    {...props}
    what="blog"
    fetchAfter={fetchBlogPostsAfter}
    noun="post"
    newLabel="New blog post"
    listLabel="Blog posts"
    emptyTitle="No blog posts yet"
    emptyDescription="Write the first post with “New blog post”."
    removedFrom="the site"
    rowOf={(post) => ({
      detail: `${post.author} · ${post.dateInvalid ? INVALID_DATE : post.isPublished ? `published ${istShortDateText(post.publishedAt)}` : "not published"}`,
      href: post.isPublished ? `/blog/${post.slug}` : null,
    })}
    form={(post, onSaved, onCancel) => <BlogPostForm post={post} onSaved={onSaved} onCancel={onCancel} />}
  />
);
