"use client";

import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OnUnmount } from "@/components/shared/on-unmount";
import type { TFormStatus } from "@/components/ui/form-status";
import type { TAdminListPage, TNewsItemAdmin } from "@/lib/content/types";
import { istShortDateText } from "@/lib/india-time";
import { ContentList, INVALID_DATE } from "./content-list";
import { NewsItemForm } from "./news-item-form";
import { fetchNewsItemsAfter } from "./content-api";
import { useAdminList } from "./use-admin-list";
import { useDelete } from "./use-delete";
import { useFocusAfterForm } from "./use-focus-after-form";

type TNewsSectionProps = {
  firstPage: TAdminListPage<TNewsItemAdmin>;
  onStatus: (status: TFormStatus) => void;
  /** Moves focus to the screen's message (once it shows the status given). */
  focusStatus: () => void;
};

type TEditing = { item: TNewsItemAdmin | null } | null;

const KIND_LABEL = { news: "News and Events", speech: "Speech" } as const;

export const NewsSection = ({ firstPage, onStatus, focusStatus }: TNewsSectionProps) => {
  const list = useAdminList(firstPage, fetchNewsItemsAfter);
  const items = list.items;
  const [editing, setEditing] = useState<TEditing>(null);
  const remove = useDelete("news", list.deleted, onStatus, focusStatus);
  const { sectionRef, newButtonRef, afterSave, afterCancel, onFormGone } = useFocusAfterForm(focusStatus);

  const saved = (item: TNewsItemAdmin, message: string) => {
    list.saved(item);
    afterSave();
    setEditing(null);
    onStatus({ tone: "success", text: message });
  };

  const open = (item: TNewsItemAdmin | null) => {
    onStatus(null);
    setEditing({ item });
  };

  if (editing)
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <NewsItemForm
          item={editing.item}
          onSaved={saved}
          onCancel={() => {
            afterCancel(editing.item?.id ?? null);
            setEditing(null);
          }}
        />
        <OnUnmount run={onFormGone} />
      </div>
    );

  return (
    <div ref={sectionRef} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {formatCount(list.total)} {list.total === 1 ? "video" : "videos"}, {formatCount(list.published)} published.
        </p>
        <Button ref={newButtonRef} type="button" onClick={() => open(null)}>
          New video
        </Button>
      </div>
      <ContentList
        label="News and speech videos"
        total={list.total}
        hasMore={list.nextCursor !== null}
        loadingMore={list.loadingMore}
        moreError={list.moreError}
        onMore={() => void list.loadMore()}
        rows={items.map((item) => ({
          id: item.id,
          title: item.title,
          detail: `${KIND_LABEL[item.kind]} · ${item.dateInvalid ? INVALID_DATE : istShortDateText(item.publishedAt)}`,
          isPublished: item.isPublished,
          href: null,
        }))}
        emptyTitle="No videos yet"
        emptyDescription="Add a news or speech video with “New video”."
        onEdit={(id) => open(items.find((item) => item.id === id) ?? null)}
        onDelete={(id) => remove.ask({ id, title: items.find((item) => item.id === id)?.title ?? "This video" })}
      />
      <ConfirmDialog
        open={remove.open}
        title="Delete this video?"
        message={`“${remove.target?.title ?? ""}” will be removed from the landing page at once. This cannot be undone.`}
        confirmLabel="Delete video"
        confirmVariant="danger"
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
        afterClose={remove.afterClose}
      />
    </div>
  );
};
