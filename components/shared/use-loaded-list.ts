import { useLoad } from "./use-load";
import type { TResult } from "@/components/shared/post-form";

/** A list loaded once on mount (and again on retry), with a local patch for confirmed changes. */
export const useLoadedList = <T>(load: (signal?: AbortSignal) => Promise<TResult<T[]>>) => {
  const { loading, value, error, retry, change } = useLoad("list", load);
  return { loading, items: value ?? [], error, retry, change };
};
