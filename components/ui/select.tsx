import type { ComponentProps } from "react";
import { controlClasses, FieldShell, useFieldIds, type TFieldProps } from "./field";

export type TSelectOption = { value: string; label: string; disabled?: boolean };

type TSelectProps = Omit<ComponentProps<"select">, "id" | "className" | "children"> &
  TFieldProps & {
    options: readonly TSelectOption[];
    /** A first option with value "" shown while nothing is chosen (not selectable again when required). */
    placeholder?: string;
  };

/** A labelled native select (keyboard and screen-reader behaviour come with the platform). */
export const Select = ({ label, error, hint, id, required, className, options, placeholder, ...rest }: TSelectProps) => {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell {...{ label, error, hint, required, className }} {...ids}>
      <select
        id={ids.controlId}
        required={required}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), "pr-8")}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
