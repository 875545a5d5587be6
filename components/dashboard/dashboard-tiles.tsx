import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/ui/icons";
import type { TDashboardTile } from "@/lib/member-menus";

const Tile = ({ tile }: { tile: TDashboardTile }) => (
  <Link
    href={tile.link}
    className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none"
  >
    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
      <Icon name={tile.icon} className="size-6" />
    </span>
    <span className="min-w-0">
      <span className="block font-semibold text-slate-900">{tile.title}</span>
      <span className="mt-1 block text-sm text-slate-600">{tile.description}</span>
    </span>
  </Link>
);

/** The members' home grid; each tile is a link the member may open. */
export const DashboardTiles = ({ tiles }: { tiles: TDashboardTile[] }) =>
  tiles.length === 0 ? (
    <EmptyState
      icon="info"
      title="Nothing to show yet"
      description="Your account has no areas of the portal assigned. Please contact the secretariat if you think this is wrong."
    />
  ) : (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.link}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  );
