import { PageLink } from "@/components/public/page-link";
import type { TGallerySummary } from "@/lib/content/types";
import { formatYear } from "@/lib/content/year";
import { SectionHeading } from "./section-heading";

/** The gallery summaries, newest year first (sorted by year string, descending). */
export const sortByYearStringDesc = (summaries: TGallerySummary[]) =>
  [...summaries].sort((a, b) => b.yearString.localeCompare(a.yearString));

/** Every gallery year as a link (the Our Projects grid above shows the covers of six of them). */
export const GalleryYears = ({ summaries }: { summaries: TGallerySummary[] }) => {
  if (summaries.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="below-fold bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="gallery-title"
          title="Project Gallery"
          intro="Photos and stories of finished projects, year by year."
          more={{ href: "/projectgallery", label: "All years" }}
        />
        <ul className="mt-6 flex flex-wrap gap-3">
          {sortByYearStringDesc(summaries).map((summary) => (
            <li key={summary.year}>
              <PageLink href={`/projectgallery/${summary.year}`} className="pill-link">
                {formatYear(summary.year)}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
