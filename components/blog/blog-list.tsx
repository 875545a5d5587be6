import { Pagination } from "@/components/public/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import type { TBlogSummary } from "@/lib/content/types";
import { BlogCard } from "./blog-card";

/** /blog/blogs is page 1; later pages are /blog/blogs?page=n. */
export const blogListHref = (page: number) => (page <= 1 ? "/blog/blogs" : `/blog/blogs?page=${page}`);

type TBlogListProps = { posts: TBlogSummary[]; page: number; totalPages: number };

export const BlogList = ({ posts, page, totalPages }: TBlogListProps) => {
  if (posts.length === 0) {
    return <EmptyState title="No posts yet" description="News from the foundation will appear here." icon="chat" />;
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id}>
            <BlogCard
              post={post}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              eager={index === 0}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={blogListHref} label="News pages" />
    </>
  );
};
