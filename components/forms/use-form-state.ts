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

// Groups (radio groups, the mass mail's audience) mark their wrapper (data-invalid) and take focus
// on their first input; other controls carry aria-invalid themselves.
const MARKED = "[aria-invalid='true'], [data-invalid] input";
const MARKED_IN_FORMS = "form [aria-invalid='true'], form [data-invalid] input";

/** The form's own message (FormStatus) when it is an error: where focus goes when no marked control can take it. */
const ERROR_MESSAGE = "[data-form-message='error']";

/** Whether focus can land on a marked control: not disabled (itself or by a fieldset), not inert, not hidden. */
const canTakeFocus = (element: HTMLElement) =>
  !element.matches(":disabled") &&
  !element.closest("[inert], [hidden]") &&
  (typeof element.checkVisibility !== "function" ||
    element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }));

/** Focuses `element` and says whether focus is there now (the browser refuses what it cannot focus). */
const focusOn = (element: HTMLElement) => {
  element.focus();
  return document.activeElement === element;
};

/**
 * Moves focus to the first field marked invalid that can take it, once React has rendered the
 * marks: within `form` when given (a page with several forms), else in the page's forms. A marked
 * control that is disabled, inert or hidden (the mass mail's file picker once 5 files are attached)
 * is passed over for the next marked one; when none can take focus, the form's error message takes
 * it if the form shows one, else focus stays where it is. The marks are looked for on each animation
 * frame until they appear (at most FOCUS_FRAMES), because an update made after a reply is rendered
 * in its own task, which may come after the next frame.
 */
export const focusFirstInvalid = (form?: HTMLFormElement | null) => {
  const attempt = (framesLeft: number) => {
    const marked = Array.from(
      form ? form.querySelectorAll<HTMLElement>(MARKED) : document.querySelectorAll<HTMLElement>(MARKED_IN_FORMS),
    );
    if (marked.length === 0) {
      if (framesLeft > 0) window.requestAnimationFrame(() => attempt(framesLeft - 1));
      return;
    }
    for (const field of marked) if (canTakeFocus(field) && focusOn(field)) return;
    const message = (form ?? marked[0]!.closest("form"))?.querySelector<HTMLElement>(ERROR_MESSAGE);
    if (message) focusOn(message);
  };
  window.requestAnimationFrame(() => attempt(FOCUS_FRAMES));
};
