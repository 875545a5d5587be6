"use client";

import { useId, type ChangeEvent, type ReactNode } from "react";
import { buttonClasses } from "./button";
import { cx } from "./cx";
import { FieldMessages } from "./field";
import { Icon } from "./icons";

type TFilePickerProps = {
  /** The input's accessible name (and the visible field label when `showLabel`). */
  label: string;
  /** The text of the button-like control; the label when not given. */
  buttonLabel?: string;
  showLabel?: boolean;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string;
  /** The files just picked (the input is emptied again, so the same file can be picked twice). */
  onFiles: (files: File[]) => void;
  /** Beside the button (e.g. a control that clears the picked files). */
  trailing?: ReactNode;
  className?: string;
};

/** A native file input behind a button-like label: keyboard, screen readers and drag-and-drop onto it work. */
export const FilePicker = ({
  label,
  buttonLabel = label,
  showLabel = false,
  accept,
  multiple = false,
  disabled = false,
  hint,
  error,
  onFiles,
  trailing,
  className,
}: TFilePickerProps) => {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length > 0) onFiles(files);
  };

  return (
    // relative: the hidden input is placed against the picker, not against a box further out
    // (inside a scrolling table it would otherwise widen the page on a phone).
    <div className={cx("relative", className)}>
      {showLabel && (
        <span aria-hidden="true" className="mb-1 block text-sm font-medium text-slate-800">
          {label}
        </span>
      )}
      <input
        id={id}
        type="file"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={change}
        className="peer sr-only"
      />
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={cx(
            buttonClasses({ variant: "secondary", size: "sm" }),
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
            "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
          )}
        >
          <Icon name="photo" className="size-4" />
          {buttonLabel}
        </label>
        {trailing}
      </div>
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
};
