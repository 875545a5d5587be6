"use client";

// A screen's data, loaded for a key (a pack's id; a list's filter and page) and loaded again when
// the key changes or on `retry`; the request before is aborted. The one loading hook of the
// members' screens. `load` is null when there is nothing to ask for (no request selected, no text
// to search): then nothing loads, and there is no value and no error.
import { useCallback, useEffect, useRef, useState } from "react";
import type { TResult } from "@/components/shared/post-form";

type TState<T> = { key: string; attempt: number; value: T | null; error: string | null; errorStatus: number | null };

export type TLoadOptions = {
  /**
   * Keep the value of the key before while the next one loads, and beside the message when it
   * fails: a paged list keeps its rows on screen between pages. Without it, a new key shows as
   * loading and a failure shows no value (a different pack must never show the one before).
   */
  keepStale?: boolean;
};

export const useLoad = <T>(
  key: string,
  load: ((signal?: AbortSignal) => Promise<TResult<T>>) | null,
  { keepStale = false }: TLoadOptions = {},
) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TState<T> | null>(null);
  // The latest `load`, without making a new closure a reason to load again: the key says when.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const idle = load === null;
  useEffect(() => {
    const run = loadRef.current;
    if (!run) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (result) =>
        setState((before) =>
          result.ok
            ? { key, attempt, value: result.value, error: null, errorStatus: null }
            : {
                key,
                attempt,
                value: keepStale ? (before?.value ?? null) : null,
                error: result.message,
                errorStatus: result.status,
              },
        ),
      () => {}, // aborted
    );
    return () => controller.abort();
  }, [key, attempt, keepStale, idle]);

  const current = state?.key === key && state.attempt === attempt ? state : null;
  const shown = idle ? null : keepStale ? state : current;

  /** Loads again, keeping what is shown; the error message when it fails. */
  const refresh = useCallback(async (): Promise<string | null> => {
    if (!loadRef.current) return null;
    const result = await loadRef.current();
    if (!result.ok) return result.message;
    setState((before) => (before ? { ...before, value: result.value, error: null, errorStatus: null } : before));
    return null;
  }, []);

  /** Changes the value shown (one saved row replaced, say) without loading again. */
  const change = useCallback((update: (value: T) => T) => {
    setState((before) => (before?.value ? { ...before, value: update(before.value) } : before));
  }, []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    loading: !idle && current === null,
    value: shown?.value ?? null,
    error: shown?.error ?? null,
    /** The failed call's HTTP status (0: no answer), beside `error`. */
    errorStatus: shown?.errorStatus ?? null,
    retry,
    refresh,
    change,
  };
};
