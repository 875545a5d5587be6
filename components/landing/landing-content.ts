// The landing page's content, read through the content seam (lib/content) in one go.
import { imageOrDefault } from "@/lib/content/images";
import { listBlogPosts } from "@/lib/content/list-blog-posts";
import { listGallerySummaries } from "@/lib/content/list-gallery-summaries";
import { listNewsItems } from "@/lib/content/list-news-items";
import { listSlides } from "@/lib/content/list-slides";
import type { TSlide } from "@/lib/content/types";
import type { TLandingContent } from "./landing-view";

const NEWS_ON_LANDING = 3;
const SPEECHES_ON_LANDING = 3;
const POSTS_ON_LANDING = 3;

/** Shown when no slide is active, so that the banner never collapses. */
export const FALLBACK_SLIDE: TSlide = {
  id: 0,
  title: "Service that changes lives, one table at a time",
  description:
    "Local tables and circles across the country build classrooms, run health camps and bring relief when disaster strikes. The foundation funds, guides and celebrates their work.",
  linkLabel: "Read Our Story",
  linkHref: "/dashboard/aboutus",
  backgroundImage: "/images/hero-background.webp",
  className: "",
  mobileClassName: "",
};

export const loadLandingContent = async (): Promise<TLandingContent> => {
  const [slides, news, speeches, gallery, blog] = await Promise.all([
    listSlides(),
    listNewsItems({ kind: "news", limit: NEWS_ON_LANDING }),
    listNewsItems({ kind: "speech", limit: SPEECHES_ON_LANDING }),
    listGallerySummaries(),
    listBlogPosts({ page: 1, pageSize: POSTS_ON_LANDING }),
  ]);
  return {
    slides: (slides.length > 0 ? slides : [FALLBACK_SLIDE]).map((slide) => ({
      ...slide,
      backgroundImage: imageOrDefault(slide.backgroundImage),
    })),
    news,
    speeches,
    gallery,
    posts: blog.posts,
  };
};
