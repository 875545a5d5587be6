import { useCallback, useEffect, useRef, useState } from "react";
import type { TResult } from "@/components/service-requests/post-form";

type TState<T> = { key: string; attempt: number; value: T | null; error: string | null };

/**
 * One thing loaded for `key` (loaded again when the key changes or on retry). `refresh` loads it
 * again behind the current value, which stays shown: the builder refreshes after every change so
 * that positions and depths are the server's.
 */
export const useLoaded = <T>(key: string, load: (signal?: AbortSignal) => Promise<TResult<T>>) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TState<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (result) =>
        setState(
          result.ok ? { key, attempt, value: result.value, error: null } : { key, attempt, value: null, error: result.message },
        ),
      () => {},
    );
    return () => controller.abort();
  }, [key, attempt]);

  const current = state?.key === key && state.attempt === attempt ? state : null;

  /** Loads again, keeping what is shown; the error message when it fails. */
  const refresh = useCallback(async (): Promise<string | null> => {
    const result = await loadRef.current();
    if (!result.ok) return result.message;
    setState((value) => (value ? { ...value, value: result.value, error: null } : value));
    return null;
  }, []);

  const change = useCallback((update: (value: T) => T) => {
    setState((value) => (value?.value ? { ...value, value: update(value.value) } : value));
  }, []);

  return {
    loading: current === null,
    value: current?.value ?? null,
    error: current?.error ?? null,
    retry: () => setAttempt((value) => value + 1),
    refresh,
    change,
  };
};
