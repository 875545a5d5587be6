import type { TVideoItem } from "@/lib/content/types";
import { SITE_NAME } from "@/lib/seo/site";
import { PostDate } from "@/components/blog/post-date";
import { VideoEmbed } from "./video-embed";

const SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw";

/** Videos as cards: click-to-play player, title, 'By' the foundation and the date. */
export const VideoGrid = ({ items, headingLevel: Heading = "h3" }: { items: TVideoItem[]; headingLevel?: "h2" | "h3" }) => (
  <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
    {items.map((item) => (
      <li key={item.id}>
        <article>
          <VideoEmbed title={item.title} url={item.url} thumbnail={item.thumbnail} sizes={SIZES} />
          <Heading className="mt-3 font-semibold text-slate-900">{item.title}</Heading>
          <p className="mt-1 text-sm text-slate-600">
            By {SITE_NAME}
            <span className="dot-sep" aria-hidden="true" />
            <PostDate iso={item.publishedAt} />
          </p>
        </article>
      </li>
    ))}
  </ul>
);
