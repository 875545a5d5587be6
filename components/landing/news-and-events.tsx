import { PageLink } from "@/components/public/page-link";
import { VideoEmbed } from "@/components/public/video-embed";
import { Icon } from "@/components/ui/icons";
import type { TVideoItem } from "@/lib/content/types";
import { SITE_NAME } from "@/lib/seo/site";
import { SectionHeading } from "./section-heading";

const VIDEO_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw";

/**
 * News and Events (SPEC.md section 2): each video with its title, 'By' the foundation, category
 * 'Charity', 'Read More' (to /blog/blogs, as the spec says); the section's own link leads to all
 * the videos, /blog.
 */
export const NewsAndEvents = ({ items }: { items: TVideoItem[] }) => (
  <section id="news-and-events" aria-labelledby="news-title" className="below-fold scroll-mt-4 bg-slate-50">
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="news-title"
        title="News and Events"
        intro="Project openings, fellowship meets and service days from across the federation."
        more={{ href: "/blog", label: "All news and events" }}
      />
      {items.length === 0 ? (
        <p className="mt-8 text-slate-600">News and events will appear here soon.</p>
      ) : (
        <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <VideoEmbed title={item.title} url={item.url} thumbnail={item.thumbnail} sizes={VIDEO_SIZES} />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <div className="flex gap-1">
                    <dt>By</dt>
                    <dd className="font-medium text-slate-800">{SITE_NAME}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="sr-only">Category</dt>
                    <dd className="rounded-full bg-amber-100 px-2 text-xs leading-5 font-semibold text-amber-900">Charity</dd>
                  </div>
                </dl>
                <PageLink href="/blog/blogs" className="text-link mt-auto self-start pt-4">
                  Read More<span className="sr-only">: {item.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </PageLink>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  </section>
);
