import Link from "next/link";
import { formatCount } from "@/lib/format-count";
import { FILLED_BY_LABELS } from "@/components/projects/project-types";
import { Button } from "@/components/ui/button";
import { TableHead, type TTableColumn } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import { NAV_LINK } from "./pack-heading";
import type { TPackStage } from "./packs-api";

type TStageTableProps = {
  stages: readonly TPackStage[];
  onMove: (stage: TPackStage, to: number) => void;
  onEdit: (stage: TPackStage) => void;
};

const HEAD = "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const CELL = "px-3 py-3 align-middle";
const COLUMNS: readonly TTableColumn[] = [
  { label: "Order", align: "right" },
  { label: "Stage" },
  { label: "Filled by" },
  { label: "Elements", align: "right" },
  { label: "Actions" },
];

/** A pack's stages in the order an application goes through them. */
export const StageTable = ({ stages, onMove, onEdit }: TStageTableProps) => (
  <TableScroll label="The pack's stages, in order" className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">The pack&apos;s stages, in order</caption>
      <TableHead columns={COLUMNS} className="bg-slate-50" cellClassName={HEAD} />
      <tbody className="divide-y divide-slate-200">
        {stages.map((stage, index) => (
          <tr key={stage.id}>
            <td className={`${CELL} text-right tabular-nums`}>{index + 1}</td>
            <th scope="row" className={`${CELL} text-left font-semibold text-slate-900`}>
              {stage.name}
            </th>
            <td className={CELL}>{FILLED_BY_LABELS[stage.filledBy]}</td>
            <td className={`${CELL} text-right tabular-nums`}>{formatCount(stage.elementCount)}</td>
            <td className={CELL}>
              <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  data-focus-key={`stage-${stage.id}-up`}
                  onClick={() => onMove(stage, index - 1)}
                  aria-label={`Move up: ${stage.name}`}
                >
                  Move up
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === stages.length - 1}
                  data-focus-key={`stage-${stage.id}-down`}
                  onClick={() => onMove(stage, index + 1)}
                  aria-label={`Move down: ${stage.name}`}
                >
                  Move down
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onEdit(stage)} aria-label={`Edit ${stage.name}`}>
                  Edit
                </Button>
                <Link href={`/projects/stageelements/${stage.id}`} className={`${NAV_LINK} px-2`}>
                  Elements<span className="sr-only"> of {stage.name}</span>
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </TableScroll>
);
