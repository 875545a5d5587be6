// The request in the right-hand panel: loaded by id, shown after at least 500 ms (SPEC.md section 9).
import { useCallback } from "react";
import { useLoad } from "@/components/shared/use-load";
import { success, type TResult } from "@/components/shared/post-form";
import { fetchRequest } from "./service-request-api";
import type { TServiceRequest } from "./service-request-types";

export const SELECTED_ITEM_DELAY_MS = 500;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The request, and not before the delay is over; nothing when none is selected. */
const loadRequest = async (id: number | null, signal?: AbortSignal): Promise<TResult<TServiceRequest | null>> => {
  if (id === null) return success(null);
  const [result] = await Promise.all([fetchRequest(id, signal), wait(SELECTED_ITEM_DELAY_MS, signal)]);
  return result;
};

export const useServiceRequest = (id: number | null) => {
  // Another request shows as loading until it arrives (aborting the one before).
  const { loading, value, error, retry, change } = useLoad(`request-${id}`, (signal) => loadRequest(id, signal));

  /** Applies a change the server confirmed (a reply, a status change) without loading again. */
  const update = useCallback(
    (apply: (request: TServiceRequest) => TServiceRequest) => change((request) => request && apply(request)),
    [change],
  );

  return {
    loading: id !== null && loading,
    request: value,
    error,
    retry,
    update,
  };
};
