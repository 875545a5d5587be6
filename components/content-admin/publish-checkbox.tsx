"use client";

import { useId } from "react";

type TPublishCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
  disabled?: boolean;
  error?: string;
};

/** "Publish" with what it means, under the box. */
export const PublishCheckbox = ({ checked, onChange, hint, disabled, error }: TPublishCheckboxProps) => {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="size-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Publish on the public site
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
