// The landing page, served at / and /landing (next.config.mjs rewrites both to /landing/home).
// Script-free (lib/static-pages/isr.ts). ISR: rendered on the first visit after start-up, then
// from the cache; an admin's publish refreshes it at once, otherwise every 10 minutes at most.
import type { GetStaticProps, PageConfig } from "next";
import { loadLandingContent } from "@/components/landing/landing-content";
import { LANDING_HEAD } from "@/components/landing/landing-metadata";
import { LandingView, type TLandingContent } from "@/components/landing/landing-view";
import { StaticPage } from "@/components/static-page/static-page";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { content: TLandingContent };

export const getStaticProps: GetStaticProps<TProps, { variant: string }> = async ({ params }) => {
  if (params?.variant !== "home") return NOT_FOUND;
  return { props: { content: await loadLandingContent() }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const LandingPage = ({ content }: TProps) => (
  <StaticPage head={LANDING_HEAD}>
    <LandingView content={content} />
  </StaticPage>
);

export default LandingPage;
