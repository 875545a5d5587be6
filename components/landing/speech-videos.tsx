import { PageLink } from "@/components/public/page-link";
import { VideoEmbed } from "@/components/public/video-embed";
import { Icon } from "@/components/ui/icons";
import type { TVideoItem } from "@/lib/content/types";

/** Speeches from the federation's events, each a click-to-play video; the rest are on /blog. */
export const SpeechVideos = ({ items }: { items: TVideoItem[] }) => {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="speeches-title" className="below-fold bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="speeches-title" className="text-2xl font-semibold tracking-tight text-white md:text-3xl">
              Speeches
            </h2>
            <p className="mt-2 text-slate-300">Words from our leaders and guests at the federation&apos;s meetings.</p>
          </div>
          <PageLink
            href="/blog#speeches"
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-white hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            All speeches
            <Icon name="arrow-right" className="size-4" />
          </PageLink>
        </div>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <VideoEmbed
                title={item.title}
                url={item.url}
                thumbnail={item.thumbnail}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
              />
              <h3 className="mt-3 font-semibold text-white">{item.title}</h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
