"use client";

import { useState, type ReactNode } from "react";
import { formatCount } from "@/lib/format-count";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OnUnmount } from "@/components/shared/on-unmount";
import type { TFormStatus } from "@/components/ui/form-status";
import type { TResult } from "@/components/shared/post-form";
import type { TAdminListPage } from "@/lib/content/types";
import { ContentList, type TContentRow } from "./content-list";
import { useAdminList } from "./use-admin-list";
import { useDelete } from "./use-delete";
import { useFocusAfterForm } from "./use-focus-after-form";

type TRow = { id: number; title: string; isPublished: boolean };

/** What the blog and the news sections share: their page, their status and its focus. */
export type TSectionProps<T> = {
  firstPage: TAdminListPage<T>;
  onStatus: (status: TFormStatus) => void;
  /** Moves focus to the screen's message (once it shows the status given). */
  focusStatus: () => void;
};

type TContentSectionProps<T extends TRow> = TSectionProps<T> & {
  what: "blog" | "news";
  fetchAfter: (cursor: string) => Promise<TResult<TAdminListPage<T>>>;
  /** One row, in the counts and the delete dialog: "post", "video". */
  noun: string;
  newLabel: string;
  listLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  /** Where a deleted row disappears from: "the site". */
  removedFrom: string;
  rowOf: (row: T) => Omit<TContentRow, "id" | "title" | "isPublished">;
  /** The form for a row, or for a new one (null). */
  form: (row: T | null, onSaved: (row: T, message: string) => void, onCancel: () => void) => ReactNode;
};

/**
 * One list of the Blog and News screen: its counts and "New …", the rows a page at a time with Edit
 * and Delete (asking first), and in their place the form while a row is edited; focus goes where
 * useFocusAfterForm says once the form has gone.
 */
export const ContentSection = <T extends TRow>({
  firstPage,
  onStatus,
  focusStatus,
  what,
  fetchAfter,
  noun,
  newLabel,
  listLabel,
  emptyTitle,
  emptyDescription,
  removedFrom,
  rowOf,
  form,
}: TContentSectionProps<T>) => {
  const list = useAdminList(firstPage, fetchAfter);
  const rows = list.items;
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const remove = useDelete(what, list.deleted, onStatus, focusStatus);
  const { sectionRef, newButtonRef, afterSave, afterCancel, onFormGone } = useFocusAfterForm(focusStatus);

  const saved = (row: T, message: string) => {
    list.saved(row);
    afterSave();
    setEditing(null);
    onStatus({ tone: "success", text: message });
  };

  const open = (row: T | null) => {
    onStatus(null);
    setEditing({ row });
  };

  if (editing)
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        {form(editing.row, saved, () => {
          afterCancel(editing.row?.id ?? null);
          setEditing(null);
        })}
        <OnUnmount run={onFormGone} />
      </div>
    );

  return (
    <div ref={sectionRef} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {formatCount(list.total)} {list.total === 1 ? noun : `${noun}s`}, {formatCount(list.published)} published.
        </p>
        <Button ref={newButtonRef} type="button" onClick={() => open(null)}>
          {newLabel}
        </Button>
      </div>
      <ContentList
        label={listLabel}
        total={list.total}
        hasMore={list.nextCursor !== null}
        loadingMore={list.loadingMore}
        moreError={list.moreError}
        onMore={() => void list.loadMore()}
        rows={rows.map((row) => ({ id: row.id, title: row.title, ...rowOf(row), isPublished: row.isPublished }))}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        onEdit={(id) => open(rows.find((row) => row.id === id) ?? null)}
        onDelete={(id) => remove.ask({ id, title: rows.find((row) => row.id === id)?.title ?? `This ${noun}` })}
      />
      <ConfirmDialog
        open={remove.open}
        title={`Delete this ${noun}?`}
        message={`“${remove.target?.title ?? ""}” will be removed from ${removedFrom} at once. This cannot be undone.`}
        confirmLabel={`Delete ${noun}`}
        confirmVariant="danger"
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
        afterClose={remove.afterClose}
      />
    </div>
  );
};
