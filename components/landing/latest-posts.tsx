import { BlogCard } from "@/components/blog/blog-card";
import type { TBlogSummary } from "@/lib/content/types";
import { SectionHeading } from "./section-heading";

/** The landing page's blog list: the newest posts. */
export const LatestPosts = ({ posts }: { posts: TBlogSummary[] }) => (
  <section aria-labelledby="blog-title" className="below-fold mx-auto max-w-7xl px-4 py-16 sm:px-6">
    <SectionHeading
      id="blog-title"
      title="From the blog"
      intro="Stories from tables, circles and the people they serve."
      more={{ href: "/blog/blogs", label: "News Section" }}
    />
    {posts.length === 0 ? (
      <p className="mt-8 text-slate-600">New posts will appear here soon.</p>
    ) : (
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel="h3" sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw" />
          </li>
        ))}
      </ul>
    )}
  </section>
);
