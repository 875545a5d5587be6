import { useId, type ReactNode } from "react";
import { cx } from "./cx";

export type TFieldProps = { label: string; error?: string; hint?: string; id?: string; required?: boolean; className?: string };

/** Ids that tie a control to its label, hint and error text. */
export const useFieldIds = ({ id, hint, error }: Pick<TFieldProps, "id" | "hint" | "error">) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
    invalid: error ? (true as const) : undefined,
  };
};

export const controlClasses = (hasError: boolean, className?: string) =>
  cx(
    "block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400",
    "focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100",
    hasError ? "border-red-600 focus:outline-red-600" : "border-slate-300 focus:border-brand-600 focus:outline-brand-600",
    className,
  );

type TFieldMessagesProps = { hint?: ReactNode; hintId?: string; error?: string; errorId?: string };

/** A field's hint and error text, each with the id its control names in aria-describedby. */
export const FieldMessages = ({ hint, hintId, error, errorId }: TFieldMessagesProps) => (
  <>
    {hint && (
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    )}
    {error && (
      <p id={errorId} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    )}
  </>
);

type TFieldShellProps = Omit<TFieldProps, "id"> & {
  controlId: string;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
};

/** Label, control, hint and error text of one form field. */
export const FieldShell = ({
  label,
  error,
  hint,
  required,
  className,
  controlId,
  hintId,
  errorId,
  children,
}: TFieldShellProps) => (
  <div className={className}>
    <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
    </label>
    <div className="mt-1">{children}</div>
    <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
  </div>
);
