import type { ComponentProps } from "react";
import { controlClasses, FieldShell, useFieldIds, type TFieldProps } from "./field";

type TTextAreaProps = Omit<ComponentProps<"textarea">, "id" | "className"> & TFieldProps & { textareaClassName?: string };

/** A labelled multi-line input; `error` is shown below it and announced like TextField's. */
export const TextArea = ({ label, error, hint, id, required, className, textareaClassName, ...rest }: TTextAreaProps) => {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldShell {...{ label, error, hint, required, className }} {...ids}>
      <textarea
        id={ids.controlId}
        required={required}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), `resize-y read-only:bg-slate-50 ${textareaClassName ?? ""}`)}
        {...rest}
      />
    </FieldShell>
  );
};
