import type { ReactNode } from "react";
import { cx } from "./cx";
import { staleMarks } from "./stale";

type TTableScrollProps = ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never }) & {
  className?: string;
  /** The rows are the last page's while the next one loads: dimmed, and busy for screen readers. */
  stale?: boolean;
  children: ReactNode;
};

/**
 * The box a wide table scrolls sideways in. It takes keyboard focus and is a named region, so a
 * keyboard user can scroll it (axe: scrollable-region-focusable). `relative`: an `sr-only` label
 * inside the table is placed against the box, not the page, and cannot widen the page.
 */
export const TableScroll = ({ label, labelledBy, className, stale, children }: TTableScrollProps) => {
  const marks = staleMarks(stale);
  return (
    <div
      className={cx(
        "relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        marks.className,
        className,
      )}
      aria-busy={marks["aria-busy"]}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
};
