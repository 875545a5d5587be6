"use client";

import {
  Combobox as HeadlessCombobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from "@headlessui/react";
import type { ReactNode } from "react";
import { controlClasses } from "./field";
import { Spinner } from "./spinner";

type TComboboxProps<T> = {
  label: string;
  /** The options for the current query (the caller searches, e.g. on the server). */
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  onQueryChange: (query: string) => void;
  optionKey: (option: T) => string | number;
  optionLabel: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  optionDisabled?: (option: T) => boolean;
  loading?: boolean;
  /** Shown as the only row when the query finds nothing. */
  emptyText?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  className?: string;
};

/** A labelled search-and-pick input (Headless UI Combobox): type to search, arrows and Enter to pick. */
export const Combobox = <T,>({
  label,
  options,
  value,
  onChange,
  onQueryChange,
  optionKey,
  optionLabel,
  renderOption,
  optionDisabled,
  loading = false,
  emptyText = "Nothing found.",
  placeholder,
  hint,
  error,
  className,
}: TComboboxProps<T>) => (
  <Field className={className}>
    <Label className="block text-sm font-medium text-slate-800">{label}</Label>
    <HeadlessCombobox value={value} onChange={onChange} onClose={() => onQueryChange("")} immediate>
      <div className="relative mt-1">
        <ComboboxInput
          className={controlClasses(Boolean(error), "pr-9")}
          displayValue={(option: T | null) => (option ? optionLabel(option) : "")}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
        />
        {loading && <Spinner size="sm" className="absolute inset-y-0 right-3 text-slate-500" />}
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-60 mt-1 max-h-64 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
      >
        {options.length === 0 && !loading && <div className="px-3 py-2 text-slate-600">{emptyText}</div>}
        {options.map((option) => (
          <ComboboxOption
            key={optionKey(option)}
            value={option}
            disabled={optionDisabled?.(option) ?? false}
            className="cursor-pointer px-3 py-2 text-slate-900 data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:bg-brand-50 data-selected:font-semibold"
          >
            {renderOption ? renderOption(option) : optionLabel(option)}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </HeadlessCombobox>
    {hint && <Description className="mt-1 text-xs text-slate-600">{hint}</Description>}
    {error && <Description className="mt-1 text-sm text-red-700">{error}</Description>}
  </Field>
);
