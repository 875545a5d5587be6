import { cx } from "@/components/ui/cx";
import { STATUS_LABELS, type TStatus } from "./service-request-types";

const TONES: Record<TStatus, string> = {
  1: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  0: "bg-slate-100 text-slate-700 ring-slate-200",
  2: "bg-brand-50 text-brand-800 ring-brand-100",
  10: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** A request's status as a coloured label. */
export const StatusBadge = ({ status, className }: { status: TStatus; className?: string }) => (
  <span
    className={cx(
      "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
      TONES[status],
      className,
    )}
  >
    {STATUS_LABELS[status]}
  </span>
);
