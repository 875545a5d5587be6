// The request in the right-hand panel: loaded by id, shown after at least 500 ms (SPEC.md section 9).
import { useLoad } from "@/components/shared/use-load";
import { fetchRequest } from "./service-request-api";

export const SELECTED_ITEM_DELAY_MS = 500;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The request, and not before the delay is over. */
const loadRequest = async (id: number, signal?: AbortSignal) => {
  const [result] = await Promise.all([fetchRequest(id, signal), wait(SELECTED_ITEM_DELAY_MS, signal)]);
  return result;
};

/** The selected request (nothing when none is); another one shows as loading until it arrives (aborting the one before). */
export const useServiceRequest = (id: number | null) => {
  const { loading, value, error, retry, change } = useLoad(
    `request-${id}`,
    id === null ? null : (signal) => loadRequest(id, signal),
  );
  // `update` applies a change the server confirmed (a reply, a status change) without loading again.
  return { loading, request: value, error, retry, update: change };
};
