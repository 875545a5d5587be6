import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type TCheckboxFieldProps = Omit<ComponentProps<"input">, "type" | "className" | "id"> & {
  label: ReactNode;
  hint?: string;
  className?: string;
};

export const CHECKBOX_CLASSES =
  "size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A labelled checkbox, with an optional hint read as its description. */
export const CheckboxField = ({ label, hint, className, ...rest }: TCheckboxFieldProps) => {
  const id = useId();
  return (
    <div className={cx("flex items-start gap-2", className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cx(CHECKBOX_CLASSES, "mt-0.5")}
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
};
