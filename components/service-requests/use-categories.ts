import { useEffect, useState } from "react";
import { fetchCategories } from "./service-request-api";
import type { TCategory } from "./service-request-types";

type TState = { attempt: number; categories: TCategory[]; error: string | null };

/** The categories of the new-request form (GET getservicecategory). */
export const useCategories = () => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TState | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal).then(
      (result) =>
        setState(
          result.ok ? { attempt, categories: result.value, error: null } : { attempt, categories: [], error: result.message },
        ),
      () => {},
    );
    return () => controller.abort();
  }, [attempt]);
  const current = state?.attempt === attempt ? state : null;
  return {
    loading: current === null,
    categories: current?.categories ?? [],
    error: current?.error ?? null,
    retry: () => setAttempt((value) => value + 1),
  };
};
