"use client";

import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OnUnmount } from "@/components/shared/on-unmount";
import type { TFormStatus } from "@/components/ui/form-status";
import type { TAdminListPage, TBlogPostAdmin } from "@/lib/content/types";
import { istShortDateText } from "@/lib/india-time";
import { BlogPostForm } from "./blog-post-form";
import { ContentList, INVALID_DATE } from "./content-list";
import { fetchBlogPostsAfter } from "./content-api";
import { useAdminList } from "./use-admin-list";
import { useDelete } from "./use-delete";
import { useFocusAfterForm } from "./use-focus-after-form";

type TBlogSectionProps = {
  firstPage: TAdminListPage<TBlogPostAdmin>;
  onStatus: (status: TFormStatus) => void;
  /** Moves focus to the screen's message (once it shows the status given). */
  focusStatus: () => void;
};

type TEditing = { post: TBlogPostAdmin | null } | null;

export const BlogSection = ({ firstPage, onStatus, focusStatus }: TBlogSectionProps) => {
  const list = useAdminList(firstPage, fetchBlogPostsAfter);
  const posts = list.items;
  const [editing, setEditing] = useState<TEditing>(null);
  const remove = useDelete("blog", list.deleted, onStatus, focusStatus);
  const { sectionRef, newButtonRef, afterSave, afterCancel, onFormGone } = useFocusAfterForm(focusStatus);

  const saved = (post: TBlogPostAdmin, message: string) => {
    list.saved(post);
    afterSave();
    setEditing(null);
    onStatus({ tone: "success", text: message });
  };

  const open = (post: TBlogPostAdmin | null) => {
    onStatus(null);
    setEditing({ post });
  };

  if (editing)
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <BlogPostForm
          post={editing.post}
          onSaved={saved}
          onCancel={() => {
            afterCancel(editing.post?.id ?? null);
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
          {formatCount(list.total)} {list.total === 1 ? "post" : "posts"}, {formatCount(list.published)} published.
        </p>
        <Button ref={newButtonRef} type="button" onClick={() => open(null)}>
          New blog post
        </Button>
      </div>
      <ContentList
        label="Blog posts"
        total={list.total}
        hasMore={list.nextCursor !== null}
        loadingMore={list.loadingMore}
        moreError={list.moreError}
        onMore={() => void list.loadMore()}
        rows={posts.map((post) => ({
          id: post.id,
          title: post.title,
          detail: `${post.author} · ${post.dateInvalid ? INVALID_DATE : post.isPublished ? `published ${istShortDateText(post.publishedAt)}` : "not published"}`,
          isPublished: post.isPublished,
          href: post.isPublished ? `/blog/${post.slug}` : null,
        }))}
        emptyTitle="No blog posts yet"
        emptyDescription="Write the first post with “New blog post”."
        onEdit={(id) => open(posts.find((post) => post.id === id) ?? null)}
        onDelete={(id) => remove.ask({ id, title: posts.find((post) => post.id === id)?.title ?? "This post" })}
      />
      <ConfirmDialog
        open={remove.open}
        title="Delete this post?"
        message={`“${remove.target?.title ?? ""}” will be removed from the site at once. This cannot be undone.`}
        confirmLabel="Delete post"
        confirmVariant="danger"
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
        afterClose={remove.afterClose}
      />
    </div>
  );
};
