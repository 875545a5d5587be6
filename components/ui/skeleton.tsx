import { cx } from "./cx";

type TSkeletonProps = { lines?: number; label: string; className?: string; lineClassName?: string };

/** Grey placeholder bars while content loads; screen readers hear only the label. */
export const Skeleton = ({ lines = 3, label, className, lineClassName = "h-12" }: TSkeletonProps) => (
  <div role="status" aria-busy="true" className={cx("space-y-3", className)}>
    <span className="sr-only">{label}</span>
    {Array.from({ length: lines }, (_, index) => (
      <div
        key={index}
        aria-hidden="true"
        className={cx("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", lineClassName)}
        style={{ opacity: 1 - index * (0.6 / Math.max(lines, 1)) }}
      />
    ))}
  </div>
);
