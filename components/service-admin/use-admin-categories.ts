import { useCallback, useEffect, useState } from "react";
import { fetchAdminCategories, type TAdminCategory } from "./service-admin-api";

type TState = { attempt: number; categories: TAdminCategory[]; error: string | null };

/** The categories of the service admin screen, patched locally after each confirmed change. */
export const useAdminCategories = () => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminCategories(controller.signal).then(
      (result) =>
        setState(
          result.ok ? { attempt, categories: result.value, error: null } : { attempt, categories: [], error: result.message },
        ),
      () => {},
    );
    return () => controller.abort();
  }, [attempt]);

  const current = state?.attempt === attempt ? state : null;

  const change = useCallback((update: (categories: TAdminCategory[]) => TAdminCategory[]) => {
    setState((value) => (value ? { ...value, categories: update(value.categories) } : value));
  }, []);

  return {
    loading: current === null,
    categories: current?.categories ?? [],
    error: current?.error ?? null,
    retry: () => setAttempt((value) => value + 1),
    change,
  };
};
