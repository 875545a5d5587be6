import { JsonLd } from "@/components/public/json-ld";
import { MainContent } from "@/components/layout/main-content";
import { SiteHeader } from "@/components/layout/site-header";
import type { TBlogSummary, TGallerySummary, TSlide, TVideoItem } from "@/lib/content/types";
import { organizationJsonLd } from "@/lib/seo/structured-data";
import { GalleryYears } from "./gallery-years";
import { HeroCarousel } from "./hero-carousel";
import { LatestPosts } from "./latest-posts";
import { NewsAndEvents } from "./news-and-events";
import { OurProjects } from "./our-projects";
import { SlideBackground } from "./slide-background";
import { SpeechVideos } from "./speech-videos";

export type TLandingContent = {
  slides: TSlide[];
  news: TVideoItem[];
  speeches: TVideoItem[];
  gallery: TGallerySummary[];
  posts: TBlogSummary[];
};

/** The landing page (/ and /landing): its header (the landing variant) over the banner, then the foundation's sections. */
export const LandingView = ({ content }: { content: TLandingContent }) => (
  <>
    <JsonLd data={organizationJsonLd()} />
    <SiteHeader variant="landing" />
    <MainContent>
      <h1 className="sr-only">Federation Foundation: service that changes lives</h1>
      <HeroCarousel
        slides={content.slides}
        backgrounds={content.slides.map((slide, position) => (
          <SlideBackground key={slide.id} src={slide.backgroundImage} first={position === 0} />
        ))}
      />
      <OurProjects summaries={content.gallery} />
      <NewsAndEvents items={content.news} />
      <LatestPosts posts={content.posts} />
      <GalleryYears summaries={content.gallery} />
      <SpeechVideos items={content.speeches} />
    </MainContent>
  </>
);
