// /projectgallery/{year}?page=n (rewritten here by next.config.mjs) and, through
// ../index.tsx, /projectgallery/{year}: that year's projects a page at a time. Script-free, ISR,
// each year and page rendered on its first visit and then cached.
import type { GetStaticProps, PageConfig } from "next";
import { galleryYearHead, GalleryYearView } from "@/components/gallery/gallery-year-view";
import { parsePageNumber } from "@/components/public/pagination";
import { StaticSitePage } from "@/components/static-page/static-page";
import { loadGalleryYearPage, parseGalleryYear, type TGalleryYearPage } from "@/lib/content/gallery-year-page";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { gallery: TGalleryYearPage };

export const getStaticProps: GetStaticProps<TProps, { year: string; page?: string }> = async ({ params }) => {
  const page = params?.page === undefined ? 1 : parsePageNumber(params.page);
  const gallery = await loadGalleryYearPage(parseGalleryYear(params?.year ?? ""), page);
  if (!gallery) return NOT_FOUND;
  return { props: { gallery }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const ProjectGalleryYearPage = ({ gallery }: TProps) => (
  <StaticSitePage currentPath={`/projectgallery/${gallery.year}`} head={galleryYearHead(gallery)}>
    <GalleryYearView {...gallery} />
  </StaticSitePage>
);

export default ProjectGalleryYearPage;
