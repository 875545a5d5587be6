// One gallery year, one page of its projects (shared by /projectgallery/{year} and ?page=n).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { Pagination } from "@/components/public/pagination";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listGalleryProjects } from "@/lib/content/list-gallery-projects";
import { getGallerySummary } from "@/lib/content/list-gallery-summaries";
import { formatYear, isYearNumber } from "@/lib/content/year";
import { pageMetadata } from "@/lib/seo/metadata";
import { GalleryProjectCard } from "./gallery-project-card";

export const GALLERY_PAGE_SIZE = 12;

const yearHref = (year: number) => (page: number) =>
  page <= 1 ? `/projectgallery/${year}` : `/projectgallery/${year}?page=${page}`;

/** "202223" -> 202223; anything else -> null (the page answers 404). */
export const parseGalleryYear = (value: string): number | null => {
  const year = /^\d{6}$/.test(value) ? Number(value) : NaN;
  return isYearNumber(year) ? year : null;
};

export const galleryYearMetadata = (year: number | null, page: number): Metadata => {
  if (year === null) return { title: "Project Gallery" };
  const label = formatYear(year);
  return pageMetadata({
    title: page > 1 ? `Projects of ${label}, page ${page}` : `Projects of ${label}`,
    description: `Classrooms, health camps, relief and more: the projects that tables and circles completed in ${label}.`,
    path: yearHref(year)(page),
  });
};

export const GalleryYearView = async ({ year, page }: { year: number | null; page: number | null }) => {
  if (year === null || page === null) notFound();
  const [{ projects, total }, summary] = await Promise.all([
    listGalleryProjects({ year, startrecord: (page - 1) * GALLERY_PAGE_SIZE, takerecord: GALLERY_PAGE_SIZE }),
    getGallerySummary(year),
  ]);
  if (total === 0 && !summary) notFound();
  const totalPages = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));
  if (page > totalPages) notFound();
  const label = formatYear(year);

  return (
    <PageContainer
      title={`Project Gallery ${label}`}
      width="wide"
      description={
        <p>
          {total === 1 ? "One project" : `${total} projects`} completed by tables and circles in {label}.
        </p>
      }
      actions={
        <ButtonLink href="/projectgallery" variant="secondary">
          All years
        </ButtonLink>
      }
    >
      {projects.length === 0 ? (
        <EmptyState
          title={`No projects for ${label} yet`}
          description="Photos are added as projects are completed."
          icon="photo"
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li key={project.id}>
              <GalleryProjectCard project={project} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={yearHref(year)} label={`Pages of ${label}`} />
    </PageContainer>
  );
};
