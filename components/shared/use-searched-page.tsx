"use client";

// A paged list searched through a filter form (the members, the payments): the rows of the search
// before stay while the next page loads, never beside its failure, and a search the server refused
// for a field ("tableNo: must be a number") is told under that field instead of as a load failure.
import { useState } from "react";
import type { TResult } from "@/components/shared/post-form";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import { useLoad } from "@/components/shared/use-load";
import { FormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";

export const useSearchedPage = <T,>(
  key: string,
  load: (signal?: AbortSignal) => Promise<TResult<T>>,
  searchFields: readonly string[],
) => {
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const { value, error, loading, retry, refresh, change } = useLoad<T>(
    key,
    async (signal) => {
      const result = await load(signal);
      if (!signal?.aborted) setFieldErrors(result.ok ? {} : result.fields);
      return result;
    },
    { keepStale: true },
  );
  return {
    data: error ? null : value,
    error,
    /** The form's fields the server refused, while its refusal is the answer shown. */
    fieldErrors: error ? fieldErrors : {},
    refused: error !== null && searchFields.some((field) => fieldErrors[field]),
    loading,
    retry,
    refresh,
    change,
  };
};

/** The search's failure: "correct the fields" when the form's fields were refused, else the load error with Retry. */
export const SearchFailure = ({
  refused,
  error,
  title,
  onRetry,
}: {
  refused: boolean;
  error: string | null;
  title: string;
  onRetry: () => void;
}) =>
  refused ? (
    <FormStatus status={{ tone: "error", text: CORRECT_FIELDS_MESSAGE }} />
  ) : (
    error && <LoadError title={title} message={error} onRetry={onRetry} />
  );
