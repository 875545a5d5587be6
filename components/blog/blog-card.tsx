import { OptimizedImage } from "@/components/ui/optimized-image";
import { PageLink } from "@/components/public/page-link";
import type { TBlogSummary } from "@/lib/content/types";
import { PostDate } from "./post-date";

type TBlogCardProps = { post: TBlogSummary; headingLevel?: "h2" | "h3"; sizes: string; eager?: boolean };

/** A post in a list: cover, title (the link), date, author and summary. */
export const BlogCard = ({ post, headingLevel: Heading = "h2", sizes, eager = false }: TBlogCardProps) => (
  <article className="post-card group">
    <OptimizedImage
      src={post.coverImage}
      alt=""
      width={800}
      height={450}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className="aspect-video w-full object-cover"
    />
    <div className="flex flex-1 flex-col p-5">
      <Heading className="text-lg font-semibold text-slate-900">
        <PageLink
          href={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {post.title}
        </PageLink>
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        <PostDate iso={post.publishedAt} />
        <span className="dot-sep" aria-hidden="true" />
        {post.author}
      </p>
      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{post.summary}</p>
    </div>
  </article>
);
