"use client";

import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export type TContentRow = { id: number; title: string; detail: string; isPublished: boolean; href: string | null };

type TContentListProps = {
  label: string;
  rows: TContentRow[];
  emptyTitle: string;
  emptyDescription: string;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  disabled?: boolean;
};

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** How many rows show at first, and how many more each "Show more" adds. */
export const CONTENT_PAGE_SIZE = 20;

/** Posts or videos with their published state, each with Edit and Delete; 20 at first, then 20 more at a time. */
export const ContentList = ({ label, rows, emptyTitle, emptyDescription, onEdit, onDelete, disabled }: TContentListProps) => {
  const [shown, setShown] = useState(CONTENT_PAGE_SIZE);
  const listRef = useRef<HTMLUListElement>(null);
  if (rows.length === 0) return <EmptyState icon="pencil" title={emptyTitle} description={emptyDescription} />;
  const more = Math.min(CONTENT_PAGE_SIZE, rows.length - shown);
  return (
    <div className="space-y-3">
      <ul ref={listRef} aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.slice(0, shown).map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-3 p-4">
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
      {more > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            Showing {shown.toLocaleString("en-IN")} of {rows.length.toLocaleString("en-IN")}.
          </p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              // Focus moves to the first row shown, since the button may go with the last of them.
              const first = shown;
              setShown(first + CONTENT_PAGE_SIZE);
              requestAnimationFrame(() => listRef.current?.children[first]?.querySelector<HTMLElement>("button")?.focus());
            }}
          >
            Show {more} more
          </Button>
        </div>
      )}
    </div>
  );
};
