import { OptimizedImage } from "@/components/ui/optimized-image";
import { imageOrDefault } from "@/lib/content/images";
import type { TRecognition } from "@/lib/content/types";
import { formatYear } from "@/lib/content/year";

type TYearGroup = { year: number; items: TRecognition[] };

/** Recognitions grouped by year, in the order the seam returns them (newest year first). */
const groupByYear = (recognitions: TRecognition[]): TYearGroup[] =>
  recognitions.reduce<TYearGroup[]>((groups, item) => {
    const last = groups.at(-1);
    if (last && last.year === item.year) last.items.push(item);
    else groups.push({ year: item.year, items: [item] });
    return groups;
  }, []);

export const RecognitionList = ({ recognitions }: { recognitions: TRecognition[] }) => (
  <div className="space-y-12">
    {groupByYear(recognitions).map((group, groupIndex) => (
      <section key={group.year} aria-labelledby={`recognitions-${group.year}`}>
        <h2 id={`recognitions-${group.year}`} className="text-2xl font-semibold text-slate-900">
          {formatYear(group.year)}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {group.items.map((item, index) => (
            <li key={item.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <OptimizedImage
                  src={imageOrDefault(item.image)}
                  alt=""
                  width={800}
                  height={500}
                  sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  loading={groupIndex === 0 && index < 3 ? "eager" : "lazy"}
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="flex-1 p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-1 text-sm font-medium text-brand-800">{item.recipient}</p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-700">{item.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    ))}
  </div>
);
