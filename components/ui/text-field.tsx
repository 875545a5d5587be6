"use client";

import { useState, type ComponentProps, type ReactNode, type SyntheticEvent } from "react";
import { cx } from "./cx";
import { controlClasses, FieldShell, useFieldIds, type TFieldProps } from "./field";

type TTextFieldProps = Omit<ComponentProps<"input">, "id" | "className"> &
  TFieldProps & {
    /** A control inside the input's right edge (e.g. a show-password toggle). */
    trailing?: ReactNode;
    inputClassName?: string;
    /** A date input's message when only part of the date is typed (its value is then ""). */
    partialDateMessage?: string;
  };

const isHalfTyped = (input: HTMLInputElement) => input.type === "date" && input.validity.badInput;

/**
 * Marks every half-typed date input of a form (a browser gives such an input the value "", so the
 * form would send no date at all); each TextField shows its message. True when there was one.
 * For forms that are noValidate: call it on submit and send nothing when it answers true. `form`
 * may be any element holding the fields (the autosaving application form is no <form>).
 */
export const refuseHalfTypedDates = (form: HTMLElement) => {
  const halfTyped = [...form.querySelectorAll<HTMLInputElement>('input[type="date"]')].filter(isHalfTyped);
  // checkValidity fires "invalid" on the input, which its TextField listens to.
  halfTyped.forEach((input) => input.checkValidity());
  halfTyped[0]?.focus();
  return halfTyped.length > 0;
};

/** A labelled input; `error` is shown below it and announced via aria-describedby/aria-invalid. */
export const TextField = ({
  label,
  error,
  hint,
  id,
  required,
  className,
  trailing,
  inputClassName,
  partialDateMessage,
  ...rest
}: TTextFieldProps) => {
  const [halfTyped, setHalfTyped] = useState(false);
  const partialMessage = partialDateMessage ?? (required ? "Enter a full date" : "Enter a full date, or leave it empty");
  const shown = error ?? (halfTyped ? partialMessage : undefined);
  const ids = useFieldIds({ id, hint, error: shown });
  // Marked on submit (refuseHalfTypedDates), not on leaving the field: a message appearing then would
  // move the button being clicked. Once marked, re-checked on each change and on leaving the field.
  const recheck = (event: SyntheticEvent<HTMLInputElement>) => setHalfTyped(isHalfTyped(event.currentTarget));
  return (
    <FieldShell {...{ label, error: shown, hint, required, className }} {...ids}>
      <div className="relative">
        <input
          id={ids.controlId}
          required={required}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={controlClasses(Boolean(shown), cx(Boolean(trailing) && "pr-11", inputClassName))}
          {...rest}
          onInvalid={(event) => {
            recheck(event);
            rest.onInvalid?.(event);
          }}
          onBlur={(event) => {
            if (halfTyped) recheck(event);
            rest.onBlur?.(event);
          }}
          onInput={(event) => {
            if (halfTyped) recheck(event);
            rest.onInput?.(event);
          }}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
    </FieldShell>
  );
};
