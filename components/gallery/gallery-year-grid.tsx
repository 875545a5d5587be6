import { OptimizedImage } from "@/components/ui/optimized-image";
import { PageLink } from "@/components/public/page-link";
import { imageOrDefault } from "@/lib/content/images";
import type { TGallerySummary } from "@/lib/content/types";
import { formatYear } from "@/lib/content/year";

/** The gallery's years as cards, each linking to /projectgallery/{year}. */
export const GalleryYearGrid = ({ summaries }: { summaries: TGallerySummary[] }) => (
  <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 lg:grid-cols-4">
    {summaries.map((summary, index) => (
      <li key={summary.year}>
        <PageLink href={`/projectgallery/${summary.year}`} className="card-link group">
          <OptimizedImage
            src={imageOrDefault(summary.coverPhoto)}
            alt=""
            width={800}
            height={500}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            loading={index < 4 ? "eager" : "lazy"}
            className="aspect-[8/5] w-full object-cover"
          />
          <h2 className="px-4 py-3 text-lg font-semibold text-slate-900">{formatYear(summary.year)}</h2>
        </PageLink>
      </li>
    ))}
  </ul>
);
