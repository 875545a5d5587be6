"use client";

// A screen's data that is loaded again whenever its key (the filter and the page, say) changes: the
// request before is aborted, a failure keeps the rows already shown beside its message, and
// `loading` is true until the data of the current key is in.
import { useCallback, useEffect, useRef, useState } from "react";
import type { TResult } from "@/components/service-requests/post-form";

type TLoaded<T> = { key: string; data: T | null; error: string | null };

export const useKeyedLoad = <T>(key: string, load: (signal: AbortSignal) => Promise<TResult<T>>) => {
  const [loaded, setLoaded] = useState<TLoaded<T> | null>(null);
  // The latest `load`, without making a new closure a reason to load again: the key says when.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (result) =>
        setLoaded((current) =>
          result.ok ? { key, data: result.value, error: null } : { key, data: current?.data ?? null, error: result.message },
        ),
      () => {}, // aborted
    );
    return () => controller.abort();
  }, [key]);

  /** Changes the rows shown (one saved row replaced) without loading again. */
  const setData = useCallback(
    (update: (current: T | null) => T | null) =>
      setLoaded((current) => (current ? { ...current, data: update(current.data) } : current)),
    [],
  );

  return { data: loaded?.data ?? null, error: loaded?.error ?? null, loading: loaded?.key !== key, setData };
};
