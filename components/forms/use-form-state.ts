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
