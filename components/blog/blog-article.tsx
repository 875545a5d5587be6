import { OptimizedImage } from "@/components/ui/optimized-image";
import { PageLink } from "@/components/public/page-link";
import { Icon } from "@/components/ui/icons";
import { summaryRepeatsBody } from "@/lib/content/blog-summary";
import type { TBlogPost } from "@/lib/content/types";
import { PostDate } from "./post-date";

/** Readable defaults for the post's stored HTML (headings, paragraphs, lists, links, images, quotes). */
const PROSE = [
  "text-base leading-relaxed text-slate-800 md:text-lg",
  "[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_strong]:font-semibold",
].join(" ");

/** One post: the article with its header, cover and the sanitised body from the content seam. */
export const BlogArticle = ({ post }: { post: TBlogPost }) => (
  <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
    <nav aria-label="Breadcrumb" className="text-sm">
      <PageLink
        href="/blog/blogs"
        className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Icon name="arrow-right" className="size-4 rotate-180" />
        News Section
      </PageLink>
    </nav>
    <header className="mt-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{post.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        <PostDate iso={post.publishedAt} />
        <span className="dot-sep" aria-hidden="true" />
        By <span className="font-medium text-slate-800">{post.author}</span>
      </p>
    </header>
    <OptimizedImage
      src={post.coverImage}
      alt=""
      width={1200}
      height={675}
      sizes="(min-width: 768px) 720px, 100vw"
      preload
      className="mt-8 aspect-video w-full rounded-xl object-cover"
    />
    {/* A summary that only repeats the start of the body (a derived one) is not shown twice. */}
    {post.summary && !summaryRepeatsBody(post.summary, post.bodyHtml) && (
      <p className="mt-8 text-lg font-medium text-slate-700">{post.summary}</p>
    )}
    {/* bodyHtml is sanitised by lib/content when it is stored (allow-listed tags, no scripts or handlers). */}
    <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
  </article>
);
