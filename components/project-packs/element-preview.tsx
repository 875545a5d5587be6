"use client";

import { useState } from "react";
import type { TElementView } from "@/components/projects/project-types";
import { StageFields } from "@/components/projects/stage-fields";

/**
 * The stage as the table will see it, drawn by the application form's own component. What is
 * typed here stays in the browser; files, costs, vendors and signatures show placeholders.
 */
export const ElementPreview = ({ elements }: { elements: TElementView[] }) => {
  const [values, setValues] = useState<Record<number, unknown>>({});
  if (elements.length === 0) return <p className="text-sm text-slate-600">Add an element to see the form here.</p>;
  return (
    <StageFields
      elements={elements}
      values={values}
      readOnly={false}
      onChange={(elementId, value) => setValues((current) => ({ ...current, [elementId]: value }))}
    />
  );
};
