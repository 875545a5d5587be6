"use client";

import { useState } from "react";
import type { TResult } from "@/components/shared/post-form";
import type { TAdminListPage } from "@/lib/content/types";
import { withDeleted, withNextPage, withSaved } from "./admin-list-state";

/** An admin list, its first page from the page's server render, the next ones fetched on "Show more". */
export const useAdminList = <T extends { id: number; isPublished: boolean }>(
  firstPage: TAdminListPage<T>,
  fetchAfter: (cursor: string) => Promise<TResult<TAdminListPage<T>>>,
) => {
  const [list, setList] = useState(firstPage);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const loadMore = async () => {
    if (list.nextCursor === null || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    const result = await fetchAfter(list.nextCursor);
    setLoadingMore(false);
    if (!result.ok) return setMoreError(result.message);
    setList((current) => withNextPage(current, result.value));
  };

  return {
    ...list,
    loadingMore,
    moreError,
    loadMore,
    saved: (row: T) => setList((current) => withSaved(current, row)),
    deleted: (id: number) => setList((current) => withDeleted(current, id)),
  };
};
