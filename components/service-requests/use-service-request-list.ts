// One tab of one view, a page (20) at a time, plus the per-status counts of the tab badges. The
// list is never loaded whole; local changes (a new request, a status change) patch what is shown.
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchRequestPage } from "./service-request-api";
import type { TCounts, TServiceRequestSummary, TStatus, TView } from "./service-request-types";

type TPageState = {
  key: string;
  items: TServiceRequestSummary[];
  nextCursor: string | null;
  error: string | null;
  loadingMore: boolean;
  moreError: string | null;
};

type TCountsState = { view: TView; counts: TCounts };

export type TServiceRequestList = ReturnType<typeof useServiceRequestList>;

export const useServiceRequestList = (view: TView | null, status: TStatus, q: string) => {
  const [attempt, setAttempt] = useState(0);
  const key = view === null ? null : JSON.stringify([view, status, q, attempt]);
  const [page, setPage] = useState<TPageState | null>(null);
  const [counts, setCounts] = useState<TCountsState | null>(null);

  useEffect(() => {
    if (view === null || key === null) return;
    const controller = new AbortController();
    fetchRequestPage(view, { status, q }, controller.signal).then(
      (result) => {
        if (!result.ok) {
          setPage({ key, items: [], nextCursor: null, error: result.message, loadingMore: false, moreError: null });
          return;
        }
        const { items, nextCursor, counts: pageCounts } = result.value;
        setPage({ key, items, nextCursor, error: null, loadingMore: false, moreError: null });
        if (pageCounts) setCounts({ view, counts: pageCounts });
      },
      () => {}, // aborted: another tab, view or search took over
    );
    return () => controller.abort();
  }, [key, view, status, q]);

  const current = page !== null && page.key === key ? page : null;

  const loadMore = useCallback(async () => {
    if (!current || current.nextCursor === null || current.loadingMore || view === null) return;
    const forKey = current.key;
    setPage((state) => (state && state.key === forKey ? { ...state, loadingMore: true, moreError: null } : state));
    const result = await fetchRequestPage(view, { status, q, cursor: current.nextCursor });
    setPage((state) => {
      if (!state || state.key !== forKey) return state;
      if (!result.ok) return { ...state, loadingMore: false, moreError: result.message };
      const known = new Set(state.items.map((item) => item.serviceRequestId));
      const fresh = result.value.items.filter((item) => !known.has(item.serviceRequestId));
      return { ...state, items: [...state.items, ...fresh], nextCursor: result.value.nextCursor, loadingMore: false };
    });
  }, [current, view, status, q]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // What the badges are counting now: a refresh answered after a change of view or search is dropped.
  const shown = useRef({ view, q });
  useEffect(() => {
    shown.current = { view, q };
  });

  /**
   * Reads the badges' counts again from the server (after a status change: the request may not
   * belong to this view or search at all, or others changed requests meanwhile). A failure keeps
   * the counts shown; the next page load reads them again.
   */
  const refreshCounts = useCallback(async () => {
    if (view === null) return;
    const result = await fetchRequestPage(view, { status, q, take: 1 });
    if (!result.ok || !result.value.counts || shown.current.view !== view || shown.current.q !== q) return;
    setCounts({ view, counts: result.value.counts });
  }, [view, status, q]);

  const shiftCount = useCallback((from: TStatus | null, to: TStatus | null) => {
    setCounts((state) => {
      if (!state) return state;
      const next = { ...state.counts };
      if (from !== null) next[from] = Math.max(0, next[from] - 1);
      if (to !== null) next[to] += 1;
      return { ...state, counts: next };
    });
  }, []);

  /** A request that now belongs on top of the shown tab (new, or just answered). */
  const putOnTop = useCallback((item: TServiceRequestSummary) => {
    setPage((state) =>
      state ? { ...state, items: [item, ...state.items.filter((row) => row.serviceRequestId !== item.serviceRequestId)] } : state,
    );
  }, []);

  /** A request that left the shown tab (its status changed). */
  const remove = useCallback((id: number) => {
    setPage((state) => (state ? { ...state, items: state.items.filter((row) => row.serviceRequestId !== id) } : state));
  }, []);

  return {
    loading: view === null || current === null,
    items: current?.items ?? [],
    error: current?.error ?? null,
    nextCursor: current?.nextCursor ?? null,
    loadingMore: current?.loadingMore ?? false,
    moreError: current?.moreError ?? null,
    counts: counts !== null && counts.view === view ? counts.counts : null,
    loadMore,
    retry,
    refreshCounts,
    putOnTop,
    remove,
    shiftCount,
  };
};
