/**
 * A list or table still showing the last page's items while the next page loads: dimmed, and
 * busy for screen readers (spread onto its container with its own classes).
 */
export const staleMarks = (stale: boolean | undefined) => ({
  className: stale ? "opacity-60 transition-opacity" : undefined,
  "aria-busy": stale || undefined,
});
