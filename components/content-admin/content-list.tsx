"use client";

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

/** Posts or videos with their published state, each with Edit and Delete. */
export const ContentList = ({ label, rows, emptyTitle, emptyDescription, onEdit, onDelete, disabled }: TContentListProps) =>
  rows.length === 0 ? (
    <EmptyState icon="pencil" title={emptyTitle} description={emptyDescription} />
  ) : (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
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
  );
