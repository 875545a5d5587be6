import { useCallback, useEffect, useState } from "react";
import type { TResult } from "@/components/service-requests/post-form";

type TState<T> = { attempt: number; items: T[]; error: string | null };

/**
 * A list loaded once on mount (and again on retry), with a local patch for confirmed changes.
 * `load` must be stable (a module-level function).
 */
export const useLoadedList = <T>(load: (signal: AbortSignal) => Promise<TResult<T[]>>) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TState<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) =>
        setState(result.ok ? { attempt, items: result.value, error: null } : { attempt, items: [], error: result.message }),
      () => {},
    );
    return () => controller.abort();
  }, [attempt, load]);

  const current = state?.attempt === attempt ? state : null;

  const change = useCallback((update: (items: T[]) => T[]) => {
    setState((value) => (value ? { ...value, items: update(value.items) } : value));
  }, []);

  return {
    loading: current === null,
    items: current?.items ?? [],
    error: current?.error ?? null,
    retry: () => setAttempt((value) => value + 1),
    change,
  };
};
