import { VideoEmbed } from "@/components/public/video-embed";
import type { TVideoItem } from "@/lib/content/types";

/** Speeches from the federation's events, each a click-to-play video. */
export const SpeechVideos = ({ items }: { items: TVideoItem[] }) => {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="speeches-title" className="below-fold bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="speeches-title" className="text-2xl font-semibold tracking-tight text-white md:text-3xl">
          Speeches
        </h2>
        <p className="mt-2 max-w-2xl text-slate-300">Words from our leaders and guests at the federation&apos;s meetings.</p>
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
