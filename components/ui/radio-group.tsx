import { useId } from "react";
import { cx } from "./cx";
import { FieldMessages } from "./field";
import type { TSelectOption } from "./select";

type TRadioGroupProps = {
  legend: string;
  name: string;
  value: string;
  options: readonly TSelectOption[];
  onChange: (value: string) => void;
  error?: string;
  /** Marks the legend like a required field's label (and each radio as required). */
  required?: boolean;
  className?: string;
};

/** Native radio buttons in a fieldset; arrow keys move between them. */
export const RadioGroup = ({ legend, name, value, options, onChange, error, required, className }: TRadioGroupProps) => {
  const errorId = `${useId()}-error`;
  // A group takes no aria-invalid: data-invalid marks it for focusFirstInvalid, which focuses its first radio.
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx("inline-flex items-center gap-2 text-sm text-slate-800", option.disabled && "opacity-60")}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
};
