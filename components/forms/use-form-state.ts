"use client";

// State shared by the public forms: values, field errors (re-checked on every change once the
// visitor has tried to send), the form-level status and the busy flag.
import { useState } from "react";
import type { TFormStatus } from "@/components/ui/form-status";
import type { TFieldErrors } from "./form-errors";

export const CHECK_FIELDS = "Please check the marked fields.";

export const useFormState = <T extends Record<string, string | boolean>>(empty: T, validate: (values: T) => TFieldErrors) => {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const update = (patch: Partial<T>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setErrors(validate(next));
  };

  /** Props for a TextField / Select / TextArea bound to one string field. */
  const bind = (field: keyof T & string) => ({
    name: field,
    value: String(values[field] ?? ""),
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value } as Partial<T>),
  });

  /** Client check first (the API's own rules); false when the form may not be sent yet. */
  const check = () => {
    setTried(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ tone: "error", text: CHECK_FIELDS });
      focusFirstInvalid();
      return false;
    }
    setStatus(null);
    return true;
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
    setStatus(null);
    setTried(false);
  };

  return { values, errors, status, busy, update, bind, check, reset, setErrors, setStatus, setBusy };
};

/** Frames to wait for React to render the marks (a busy page may render a few frames late). */
const FOCUS_FRAMES = 30;

/**
 * Moves focus to the first field marked invalid once React has rendered the marks: within
 * `form` when given (a page with several forms), else in the page's forms. The marks are
 * looked for on each animation frame until they appear (at most FOCUS_FRAMES), because an
 * update made after a reply is rendered in its own task, which may come after the next frame.
 */
export const focusFirstInvalid = (form?: HTMLFormElement | null) => {
  const find = () =>
    // Groups (radio groups, the mass mail's audience) mark their wrapper (data-invalid) and take
    // focus on their first input; other controls carry aria-invalid themselves.
    form
      ? form.querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid] input")
      : document.querySelector<HTMLElement>("form [aria-invalid='true'], form [data-invalid] input");
  const attempt = (framesLeft: number) => {
    const field = find();
    if (field) field.focus();
    else if (framesLeft > 0) window.requestAnimationFrame(() => attempt(framesLeft - 1));
  };
  window.requestAnimationFrame(() => attempt(FOCUS_FRAMES));
};
