import type { ReactNode } from "react";

/** A titled group of a form's fields, two columns from small screens up. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset>
    <legend className="text-base font-semibold text-slate-900">{title}</legend>
    <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
  </fieldset>
);
