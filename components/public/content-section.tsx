import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type TContentSectionProps = { id: string; title: string; children: ReactNode; className?: string };

/** A headed block of a text page (h2 and its paragraphs, lists and links). */
export const ContentSection = ({ id, title, children, className }: TContentSectionProps) => (
  <section aria-labelledby={id} className={cx("mt-12 first:mt-0", className)}>
    <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
      {title}
    </h2>
    <div className="mt-4 space-y-4 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  </section>
);

type TFact = { title: string; text: string };

/** A few short facts side by side (figures, steps, promises). */
export const FactGrid = ({ facts }: { facts: readonly TFact[] }) => (
  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
    {facts.map((fact) => (
      <li key={fact.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="font-semibold text-slate-900">{fact.title}</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{fact.text}</p>
      </li>
    ))}
  </ul>
);
