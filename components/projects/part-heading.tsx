import { useId, type ReactNode, type Ref } from "react";
import type { TElementView } from "./project-types";

/** The label (with * when required) and help text of a stage part. */
export const PartHeading = ({ element, labelId }: { element: TElementView; labelId?: string }) => (
  <>
    <p id={labelId} className="text-sm font-medium text-slate-800">
      {element.label}
      {element.required && <span className="text-red-700"> *</span>}
    </p>
    {element.helpText && <p className="mt-1 text-xs text-slate-600">{element.helpText}</p>}
  </>
);

/**
 * A stage part (files, photos, cost table, vendors): a group named by its heading. `error` (what
 * Submit found it lacks, while it still does) is shown under the heading and describes the group;
 * `errorId` lets the part's picker be marked with it too. A group takes no aria-invalid, and no
 * data-invalid here: focusFirstInvalid would take it for the vendor fields' own marks.
 */
export const PartFrame = ({
  element,
  error,
  errorId,
  ref,
  children,
}: {
  element: TElementView;
  error?: string;
  errorId: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) => {
  const labelId = useId();
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={`rounded-md border bg-white p-3 ${error ? "border-red-600" : "border-slate-200"}`}
    >
      <PartHeading element={element} labelId={labelId} />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </div>
  );
};
