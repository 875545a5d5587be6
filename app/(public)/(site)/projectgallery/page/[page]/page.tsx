// /projectgallery (rewritten here by next.config.mjs): the gallery's years, newest first.
// ISR, rendered on first visit.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GalleryYearGrid } from "@/components/gallery/gallery-year-grid";
import { PageContainer } from "@/components/layout/page-container";
import { EmptyState } from "@/components/ui/empty-state";
import { listGallerySummaries } from "@/lib/content/list-gallery-summaries";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

export const metadata: Metadata = pageMetadata({
  title: "Project Gallery",
  description: "Photos of the projects that tables and circles have completed, year by year.",
  path: "/projectgallery",
});

type TProps = { params: Promise<{ page: string }> };

const ProjectGalleryPage = async ({ params }: TProps) => {
  if ((await params).page !== "1") notFound();
  const summaries = await listGallerySummaries();
  return (
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
  );
};

export default ProjectGalleryPage;
