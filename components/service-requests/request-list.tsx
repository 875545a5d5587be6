"use client";

import { useId, type KeyboardEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { RelativeTime } from "./relative-time";
import type { TServiceRequestSummary } from "./service-request-types";
import type { TServiceRequestList } from "./use-service-request-list";

type TRowProps = { item: TServiceRequestSummary; selected: boolean; onSelect: (id: number) => void };

const RequestRow = ({ item, selected, onSelect }: TRowProps) => {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        data-request-row
        aria-current={selected ? "true" : undefined}
        aria-labelledby={`${id}-ticket ${id}-title`}
        aria-describedby={`${id}-meta`}
        onClick={() => onSelect(item.serviceRequestId)}
        className={cx(
          "block w-full border-l-4 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700",
          selected ? "border-brand-700 bg-brand-50" : "border-transparent hover:bg-slate-50",
        )}
      >
        <span id={`${id}-ticket`} className="block font-mono text-xs font-semibold tracking-wide text-brand-800">
          {item.serviceTicketNumber}
        </span>
        <span id={`${id}-title`} className="mt-0.5 line-clamp-2 block font-medium break-words text-slate-900">
          {item.serviceRequestTitle}
        </span>
        <span id={`${id}-meta`} className="mt-1 block text-xs text-slate-600">
          {item.category && `${item.category} · `}
          <RelativeTime iso={item.lastActionOn ?? item.updatedOn} prefix="updated " />
        </span>
      </button>
    </li>
  );
};

/** Up and Down move between rows (Home and End to the ends), as in a list box. */
const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
  if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-request-row]"));
  const index = rows.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[event.key] ?? index;
  rows[Math.min(Math.max(next, 0), rows.length - 1)]?.focus();
};

type TRequestListProps = {
  list: TServiceRequestList;
  label: string;
  emptyText: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The rows of one tab: skeleton while loading, an error with Retry, the empty text, and Load more. */
export const RequestList = ({ list, label, emptyText, selectedId, onSelect }: TRequestListProps) => {
  if (list.loading) return <Skeleton lines={5} label="Loading requests…" lineClassName="h-16" />;
  if (list.error) {
    return <LoadError title="The requests could not be loaded." message={list.error} onRetry={list.retry} />;
  }
  if (list.items.length === 0) return <EmptyState icon="chat" title={emptyText} />;
  return (
    <div className="space-y-3">
      <ul
        aria-label={label}
        onKeyDown={moveFocus}
        className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {list.items.map((item) => (
          <RequestRow
            key={item.serviceRequestId}
            item={item}
            selected={item.serviceRequestId === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {list.moreError && <Alert tone="error">{list.moreError}</Alert>}
      {list.nextCursor !== null && (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" onClick={() => void list.loadMore()} loading={list.loadingMore}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
};
