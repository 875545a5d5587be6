// The request in the right-hand panel: loaded by id, shown after at least 500 ms (SPEC.md section 9).
import { useCallback, useEffect, useState } from "react";
import { fetchRequest } from "./service-request-api";
import type { TServiceRequest } from "./service-request-types";

export const SELECTED_ITEM_DELAY_MS = 500;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

type TState = { id: number; attempt: number; request: TServiceRequest | null; error: string | null };

export const useServiceRequest = (id: number | null) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TState | null>(null);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    Promise.all([fetchRequest(id, controller.signal), wait(SELECTED_ITEM_DELAY_MS, controller.signal)]).then(
      ([result]) =>
        setState(
          result.ok ? { id, attempt, request: result.value, error: null } : { id, attempt, request: null, error: result.message },
        ),
      () => {}, // aborted: another request was selected
    );
    return () => controller.abort();
  }, [id, attempt]);

  const current = state !== null && id !== null && state.id === id && state.attempt === attempt ? state : null;

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  /** Applies a change the server confirmed (a reply, a status change) without loading again. */
  const update = useCallback((change: (request: TServiceRequest) => TServiceRequest) => {
    setState((value) => (value?.request ? { ...value, request: change(value.request) } : value));
  }, []);

  return {
    loading: id !== null && current === null,
    request: current?.request ?? null,
    error: current?.error ?? null,
    retry,
    update,
  };
};
