import { useDebouncedValue } from "@/components/service-requests/use-debounced-value";
import { useLoad } from "@/components/shared/use-load";
import { searchMembers } from "./service-admin-api";

/** Approved members for the typed text, asked for once typing pauses (250 ms). */
export const useMemberSearch = (query: string) => {
  const q = useDebouncedValue(query.trim(), 250);
  // Nothing is asked for no text; another text shows no options until its own arrive.
  const { loading, value, error } = useLoad(`members-${q}`, q === "" ? null : (signal) => searchMembers(q, signal));
  return {
    options: value ?? [],
    error,
    // Also while the first text typed waits for the pause.
    loading: query.trim() !== "" && (q === "" || loading),
  };
};
