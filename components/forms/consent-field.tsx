import { useId, type ReactNode } from "react";
import { FieldMessages } from "@/components/ui/field";

type TConsentFieldProps = { checked: boolean; onChange: (checked: boolean) => void; error?: string; children: ReactNode };

/** The declaration checkbox, with its error tied to it like the other fields'. */
export const ConsentField = ({ checked, onChange, error, children }: TConsentFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-800">
          {children}
        </label>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
};
