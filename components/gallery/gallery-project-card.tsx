import { OptimizedImage } from "@/components/ui/optimized-image";
import { imageOrDefault } from "@/lib/content/images";
import type { TGalleryProject } from "@/lib/content/types";

/** A finished project: photo, title, the table or circle that ran it, and what it did. */
export const GalleryProjectCard = ({ project, eager }: { project: TGalleryProject; eager: boolean }) => (
  <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
    <OptimizedImage
      src={imageOrDefault(project.coverPhoto)}
      alt=""
      width={800}
      height={500}
      sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className="aspect-[8/5] w-full object-cover"
    />
    <div className="flex-1 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{project.title}</h2>
      {(project.tableNo || project.tableName) && (
        <p className="mt-1 text-sm font-medium text-brand-800">
          {[project.tableNo, project.tableName].filter(Boolean).join(", ")}
        </p>
      )}
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{project.description}</p>
    </div>
  </article>
);
