import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { controlClasses, FieldShell, useFieldIds, type TFieldProps } from "./field";

type TTextFieldProps = Omit<ComponentProps<"input">, "id" | "className"> &
  TFieldProps & {
    /** A control inside the input's right edge (e.g. a show-password toggle). */
    trailing?: ReactNode;
    inputClassName?: string;
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
  ...rest
}: TTextFieldProps) => {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell {...{ label, error, hint, required, className }} {...ids}>
      <div className="relative">
        <input
          id={ids.controlId}
          required={required}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={controlClasses(Boolean(error), cx(Boolean(trailing) && "pr-11", inputClassName))}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
    </FieldShell>
  );
};
