import type { ReactNode } from "react";

type TLiveRegionProps = { children?: ReactNode; className?: string };

/**
 * Always rendered, so that screen readers announce what later appears inside it
 * (form results, errors after submit). Keep it in the tree even when empty.
 */
export const LiveRegion = ({ children, className }: TLiveRegionProps) => (
  <div aria-live="polite" aria-atomic="true" className={className}>
    {children}
  </div>
);
