import { useEffect, useState } from "react";
import { useDebouncedValue } from "@/components/service-requests/use-debounced-value";
import { searchMembers, type TMemberOption } from "./service-admin-api";

type TState = { q: string; options: TMemberOption[]; error: string | null };

/** Approved members for the typed text, asked for once typing pauses (250 ms). */
export const useMemberSearch = (query: string) => {
  const q = useDebouncedValue(query.trim(), 250);
  const [state, setState] = useState<TState | null>(null);

  useEffect(() => {
    if (q === "") return;
    const controller = new AbortController();
    searchMembers(q, controller.signal).then(
      (result) => setState(result.ok ? { q, options: result.value, error: null } : { q, options: [], error: result.message }),
      () => {},
    );
    return () => controller.abort();
  }, [q]);

  const current = q !== "" && state?.q === q ? state : null;
  return {
    options: current?.options ?? [],
    error: current?.error ?? null,
    loading: query.trim() !== "" && current === null,
  };
};
