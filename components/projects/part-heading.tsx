import type { TElementView } from "./project-types";

/** The label (with * when required) and help text of a stage part. */
export const PartHeading = ({ element }: { element: TElementView }) => (
  <>
    <p className="text-sm font-medium text-slate-800">
      {element.label}
      {element.required && <span className="text-red-700"> *</span>}
    </p>
    {element.helpText && <p className="mt-1 text-xs text-slate-600">{element.helpText}</p>}
  </>
);
