import Link from "next/link";
import { formatCount } from "@/lib/format-count";
import type { TPackView } from "@/components/projects/project-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { TableHead, type TTableColumn } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import { PACK_KIND_LABELS, packTitle } from "./pack-labels";

type TPackTableProps = {
  packs: readonly TPackView[];
  /** The pack whose active flag is being changed. */
  busyId: number | null;
  /** A pack just created or copied, marked until the list changes again. */
  highlightId: number | null;
  onEdit: (pack: TPackView) => void;
  onToggleActive: (pack: TPackView) => void;
  onDuplicate: (pack: TPackView) => void;
};

const HEAD = "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const CELL = "px-3 py-3 align-top";
const LINK =
  "font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700";
const COLUMNS: readonly TTableColumn[] = [
  { label: "Pack" },
  { label: "Year" },
  { label: "Kind" },
  { label: "Version", align: "right" },
  { label: "Status" },
  { label: "Stages", align: "right" },
  { label: "Applications", align: "right" },
  { label: "Actions" },
];

/** Every pack, newest year first, with its actions and the ways into its stages and mapping. */
export const PackTable = ({ packs, busyId, highlightId, onEdit, onToggleActive, onDuplicate }: TPackTableProps) => (
  <TableScroll label="Project packs" className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">Project packs, newest year first</caption>
      <TableHead columns={COLUMNS} className="bg-slate-50" cellClassName={HEAD} />
      <tbody className="divide-y divide-slate-200">
        {packs.map((pack) => {
          const title = packTitle(pack);
          return (
            <tr key={pack.id} className={cx(pack.id === highlightId && "bg-amber-50")}>
              <th scope="row" className={`${CELL} text-left font-semibold text-slate-900`}>
                {pack.name}
                {pack.description && (
                  <p className="mt-1 line-clamp-2 max-w-xs text-xs font-normal text-slate-600">{pack.description}</p>
                )}
              </th>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{pack.yearString}</td>
              <td className={CELL}>{PACK_KIND_LABELS[pack.kind]}</td>
              <td className={`${CELL} text-right tabular-nums`}>{pack.version}</td>
              <td className={CELL}>{pack.isActive ? <Badge>Active</Badge> : <Badge tone="neutral">Inactive</Badge>}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatCount(pack.stageCount)}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatCount(pack.applicationCount)}</td>
              <td className={CELL}>
                <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(pack)} aria-label={`Edit ${title}`}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    // Not disabled while it saves: the button keeps focus and only flips its label.
                    aria-busy={busyId === pack.id || undefined}
                    onClick={() => onToggleActive(pack)}
                    aria-label={`${pack.isActive ? "Deactivate" : "Activate"} ${title}`}
                  >
                    {pack.isActive ? "Deactivate" : "Activate"}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onDuplicate(pack)} aria-label={`Duplicate ${title}`}>
                    Duplicate
                  </Button>
                  <Link href={`/projects/packstages/${pack.id}`} className={cx(LINK, "px-2")}>
                    Stages<span className="sr-only"> of {title}</span>
                  </Link>
                  <Link href={`/projects/approvalelmentsmapping/${pack.id}`} className={cx(LINK, "px-2")}>
                    Approval mapping<span className="sr-only"> of {title}</span>
                  </Link>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </TableScroll>
);
