import { PageLink } from "@/components/public/page-link";
import { Icon } from "@/components/ui/icons";

type TSectionHeadingProps = { id: string; title: string; intro?: string; more?: { href: string; label: string } };

/** A landing section's h2, a line of introduction and an optional "see all" link. */
export const SectionHeading = ({ id, title, intro, more }: TSectionHeadingProps) => (
  <div className="flex flex-wrap items-end justify-between gap-4">
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900 md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
    </div>
    {more && (
      <PageLink href={more.href} className="text-link">
        {more.label}
        <Icon name="arrow-right" className="size-4" />
      </PageLink>
    )}
  </div>
);
