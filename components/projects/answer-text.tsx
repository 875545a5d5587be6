// A stage's answers as text, where they cannot be edited (a submitted stage, the print view and so
// its PDF). A form control shows only what fits in its box (an input one line, a textarea four),
// and a print of it silently loses the rest; text runs on over as many lines and pages as it needs.
import { useId } from "react";
import { formatNumber } from "@/lib/format-count";
import type { TElementView } from "./project-types";

export const str = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** "2025-08-20" -> "20/08/2025"; anything else as it is. */
export const indianDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$3/$2/$1");

/** Paise as the rupees a member types back: 12500050 -> "1,25,000.50". */
export const rupeesText = (value: unknown) => {
  if (typeof value !== "number") return str(value);
  const rupees = Math.trunc(value / 100);
  const paise = value % 100;
  return `${new Intl.NumberFormat("en-IN").format(rupees)}${paise ? `.${String(paise).padStart(2, "0")}` : ""}`;
};

/** An answer as it is read: dates dd/mm/yyyy, numbers and amounts grouped the Indian way, choices by name; "" when unanswered. */
export const answerText = (element: TElementView, value: unknown): string => {
  switch (element.kind) {
    case "AMOUNT":
      return typeof value === "number" ? `₹${rupeesText(value)}` : str(value);
    case "NUMBER":
      return typeof value === "number" ? formatNumber(value) : str(value);
    case "DATE":
      return indianDate(str(value));
    case "MULTI_SELECT":
      return Array.isArray(value) ? value.filter((item) => typeof item === "string").join(", ") : "";
    case "YES_NO":
      return value === true ? "Yes" : value === false ? "No" : "";
    default:
      return str(value);
  }
};

/**
 * One answer under its label. The label names the group (role "group"), so the answer is read with
 * its question as a form control's value would be; line breaks the member typed are kept.
 */
export const AnswerText = ({ element, value }: { element: TElementView; value: unknown }) => {
  const labelId = useId();
  const text = answerText(element, value);
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {element.label}
        {element.required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </p>
      {element.helpText && <p className="mt-1 text-xs text-slate-600">{element.helpText}</p>}
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">
        {text.trim() === "" ? <span className="text-slate-500 italic">Not answered</span> : text}
      </p>
    </div>
  );
};
