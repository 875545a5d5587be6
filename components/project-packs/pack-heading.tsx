import Link from "next/link";
import type { ReactNode } from "react";
import type { TPackView } from "@/components/projects/project-types";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format-count";
import { PACK_KIND_LABELS } from "./pack-labels";

type TPackHeadingProps = { pack: TPackView; links?: ReactNode };

export const NAV_LINK =
  "font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700";

/** The pack a builder screen works on: name and year, kind, version, active; links back. */
export const PackHeading = ({ pack, links }: TPackHeadingProps) => (
  <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4">
    <div>
      <h2 className="text-xl font-semibold text-slate-900">
        {pack.name} <span className="font-normal text-slate-600 tabular-nums">{pack.yearString}</span>
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{PACK_KIND_LABELS[pack.kind]}</span>
        <span aria-hidden="true">·</span>
        <span>Version {pack.version}</span>
        {pack.isActive ? <Badge>Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
        {pack.applicationCount > 0 && (
          <Badge tone="warning">
            {pack.applicationCount === 1 ? "1 application" : `${formatCount(pack.applicationCount)} applications`}
          </Badge>
        )}
      </p>
    </div>
    <nav aria-label="Pack" className="flex flex-wrap gap-4 text-sm">
      <Link href="/projects/projectpacks" className={NAV_LINK}>
        All packs
      </Link>
      {links}
    </nav>
  </div>
);
