// One gallery year, one page of its projects (shared by /projectgallery/{year} and ?page=n);
// the page reads it with lib/content/gallery-year-page.ts.
import { formatCount } from "@/lib/format-count";
import { PageContainer } from "@/components/layout/page-container";
import { Pagination } from "@/components/public/pagination";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { TGalleryYearPage } from "@/lib/content/gallery-year-page";
import { formatYear } from "@/lib/content/year";
import type { TPageMetadataOptions } from "@/lib/seo/metadata";
import { GalleryProjectCard } from "./gallery-project-card";

const yearHref = (year: number) => (page: number) =>
  page <= 1 ? `/projectgallery/${year}` : `/projectgallery/${year}?page=${page}`;

/** A year shown with the empty state (a landing year with no projects yet) is not indexed. */
export const galleryYearHead = ({ year, page, total }: TGalleryYearPage): TPageMetadataOptions => {
  const label = formatYear(year);
  return {
    title: page > 1 ? `Projects of ${label}, page ${page}` : `Projects of ${label}`,
    description: `Classrooms, health camps, relief and more: the projects that tables and circles completed in ${label}.`,
    path: yearHref(year)(page),
    noIndex: total === 0,
  };
};

export const GalleryYearView = ({ year, page, projects, total, totalPages }: TGalleryYearPage) => {
  const label = formatYear(year);
  return (
    <PageContainer
      title={`Project Gallery ${label}`}
      width="wide"
      description={
        <p>
          {total === 0
            ? `Projects of ${label} will appear here once their photos are added.`
            : `${total === 1 ? "One project" : `${formatCount(total)} projects`} completed by tables and circles in ${label}.`}
        </p>
      }
      actions={
        <ButtonLink href="/projectgallery" prefetch={false} variant="secondary">
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
