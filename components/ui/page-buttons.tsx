"use client";

import { formatCount } from "@/lib/format-count";
import { Button } from "./button";

/** Previous / "Page n of m" / Next for a list paged in the browser; nothing when there is one page. */
export const PageButtons = ({
  label,
  page,
  pages,
  onPage,
}: {
  /** The nav's accessible name, e.g. "Pages of applications". */
  label: string;
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) =>
  pages > 1 ? (
    <nav aria-label={label} className="flex items-center justify-between text-sm">
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-slate-700">
        Page {formatCount(page + 1)} of {formatCount(pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  ) : null;
