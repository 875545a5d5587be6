// /projectgallery (rewritten here by next.config.mjs): the gallery's years, newest first.
// Script-free, ISR, rendered on first visit.
import type { GetStaticProps, PageConfig } from "next";
import { GalleryYearGrid } from "@/components/gallery/gallery-year-grid";
import { PageContainer } from "@/components/layout/page-container";
import { StaticSitePage } from "@/components/static-page/static-page";
import { EmptyState } from "@/components/ui/empty-state";
import { listGallerySummaries } from "@/lib/content/list-gallery-summaries";
import type { TGallerySummary } from "@/lib/content/types";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { summaries: TGallerySummary[] };

export const getStaticProps: GetStaticProps<TProps, { page: string }> = async ({ params }) => {
  if (params?.page !== "1") return NOT_FOUND;
  return { props: { summaries: await listGallerySummaries() }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const ProjectGalleryPage = ({ summaries }: TProps) => (
  <StaticSitePage
    currentPath="/projectgallery"
    head={{
      title: "Project Gallery",
      description: "Photos of the projects that tables and circles have completed, year by year.",
      path: "/projectgallery",
    }}
  >
    <PageContainer
      title="Project Gallery"
      width="wide"
      description={<p>Classrooms, health camps, water and relief: the projects of each year, with their photos.</p>}
    >
      {summaries.length === 0 ? (
        <EmptyState title="The gallery is empty" description="Photos are added as projects are completed." icon="photo" />
      ) : (
        <GalleryYearGrid summaries={summaries} />
      )}
    </PageContainer>
  </StaticSitePage>
);

export default ProjectGalleryPage;
