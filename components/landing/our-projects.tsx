import { OptimizedImage } from "@/components/ui/optimized-image";
import { PageLink } from "@/components/public/page-link";
import { imageOrDefault } from "@/lib/content/images";
import type { TGallerySummary } from "@/lib/content/types";
import { formatYear, LANDING_PROJECT_YEARS } from "@/lib/content/year";
import { SectionHeading } from "./section-heading";

/** SPEC.md sections 2 and 9: the grid shows the first six project years, 2017-18 to 2022-23. */
export const PROJECT_YEARS = LANDING_PROJECT_YEARS;
const GRID_SIZE = 6;

/** The six years with the gallery's cover photo of each (the default image when there is none or it is not an image). */
export const projectCards = (summaries: TGallerySummary[]) =>
  PROJECT_YEARS.slice(0, GRID_SIZE).map((year) => ({
    year,
    cover: imageOrDefault(summaries.find((summary) => summary.year === year)?.coverPhoto),
  }));

export const OurProjects = ({ summaries }: { summaries: TGallerySummary[] }) => (
  <section aria-labelledby="projects-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
    <SectionHeading
      id="projects-title"
      title="Our Projects"
      intro="Classrooms, health camps, water and relief: the projects of six years of service."
      more={{ href: "/projectgallery", label: "Project gallery" }}
    />
    <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6" data-testid="our-projects">
      {projectCards(summaries).map(({ year, cover }) => (
        <li key={year}>
          <PageLink href={`/projectgallery/${year}`} className="card-link group">
            <OptimizedImage
              src={cover}
              alt=""
              width={800}
              height={500}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw"
              className="aspect-[8/5] w-full object-cover transition group-hover:scale-[1.02] motion-reduce:transition-none"
            />
            <h3 className="px-4 py-3 text-base font-semibold text-slate-900 md:text-lg">{formatYear(year)}</h3>
          </PageLink>
        </li>
      ))}
    </ul>
  </section>
);
