"use client";

import { useEffect, useRef } from "react";
import { formatCount } from "@/lib/format-count";
import { ADMIN_PAGE_SIZE } from "@/lib/content/admin-list";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** A row's detail when its stored date is outside 01/01/1950 to today: the public pages leave it out until it is saved again or deleted. */
export const INVALID_DATE = "invalid date: hidden from the site until saved again";

export type TContentRow = { id: number; title: string; detail: string; isPublished: boolean; href: string | null };

type TContentListProps = {
  label: string;
  /** The rows loaded so far. */
  rows: TContentRow[];
  /** How many the whole list holds (the database's count). */
  total: number;
  /** Rows wait on the server after those loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "Show more" failed. */
  moreError: string | null;
  onMore: () => void;
  emptyTitle: string;
  emptyDescription: string;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  disabled?: boolean;
};

/** Posts or videos with their published state, each with Edit and Delete; 20 at first, then 20 more at a time from the server. */
export const ContentList = ({
  label,
  rows,
  total,
  hasMore,
  loadingMore,
  moreError,
  onMore,
  emptyTitle,
  emptyDescription,
  onEdit,
  onDelete,
  disabled,
}: TContentListProps) => {
  // The first row that "Show more" asked for: it takes the focus once loaded, since the button may go.
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || loadingMore) return;
    focusFrom.current = null;
    if (rows.length > first) listRef.current?.children[first]?.querySelector<HTMLElement>("button")?.focus();
  }, [loadingMore, rows.length]);

  if (rows.length === 0 && !hasMore) return <EmptyState icon="pencil" title={emptyTitle} description={emptyDescription} />;
  const remaining = total - rows.length;
  return (
    <div className="space-y-3">
      <ul ref={listRef} aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map((row) => (
          <li key={row.id} data-row-id={row.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {row.href ? (
                  <a
                    href={row.href}
                    target="_blank"
                    rel="noopener"
                    className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {row.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  row.title
                )}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{row.detail}</p>
            </div>
            <Badge tone={row.isPublished ? "brand" : "warning"}>{row.isPublished ? "Published" : "Draft"}</Badge>
            <div className="flex gap-2">
              <Button type="button" size="sm" variant="secondary" onClick={() => onEdit(row.id)} disabled={disabled}>
                Edit<span className="sr-only"> {row.title}</span>
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => onDelete(row.id)} disabled={disabled}>
                Delete<span className="sr-only"> {row.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {moreError && <Alert tone="error">{moreError}</Alert>}
      {hasMore && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            Showing {formatCount(rows.length)} of {formatCount(total)}.
          </p>
          <Button
            type="button"
            variant="secondary"
            loading={loadingMore}
            onClick={() => {
              focusFrom.current = rows.length;
              onMore();
            }}
          >
            {remaining > 0 ? `Show ${Math.min(ADMIN_PAGE_SIZE, remaining)} more` : "Show more"}
          </Button>
        </div>
      )}
    </div>
  );
};
