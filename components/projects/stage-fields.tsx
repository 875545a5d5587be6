"use client";

// A stage's form, drawn from its pack elements: sections as fieldsets, and a field for every
// kind that holds a value (read-only, its answer as text: answer-text.tsx). Files, photos, cost tables, vendors and signatures are drawn by the
// caller (`renderPart`): the application form gives them their upload and edit controls, the
// builder's preview a placeholder. Used by the application form and the builder's live preview.
import type { ChangeEvent, ReactNode } from "react";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { AnswerText, rupeesText, str } from "./answer-text";
import { DateAnswer } from "./date-answer";
import type { TElementView } from "./project-types";

export type TStageFieldsProps = {
  elements: TElementView[];
  values: Record<number, unknown>;
  errors?: Record<number, string>;
  readOnly: boolean;
  onChange?: (elementId: number, value: unknown) => void;
  /** A date half-typed (its input's value is then ""): shown as empty and marked, but not to be saved. */
  onHold?: (elementId: number) => void;
  renderPart?: (element: TElementView) => ReactNode;
};

const cfg = <T,>(element: TElementView, key: string) => element.config[key] as T | undefined;

const hintOf = (element: TElementView, extra?: string) => [element.helpText, extra].filter(Boolean).join(" ") || undefined;

type TValueFieldProps = {
  element: TElementView;
  value: unknown;
  error?: string;
  readOnly: boolean;
  onChange: (value: unknown) => void;
  onHold: () => void;
};

/**
 * A question answered by choosing (several of a list, Yes / No): its label as the legend, its help
 * under it, and its error under the choices; the help and the error describe the group.
 */
const ChoiceFieldset = ({ element, error, children }: { element: TElementView; error?: string; children: ReactNode }) => {
  const described = [element.helpText && `element-${element.id}-hint`, error && `element-${element.id}-error`].filter(Boolean);
  return (
    <fieldset aria-describedby={described.length > 0 ? described.join(" ") : undefined} data-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {element.label}
        {element.required && <span className="text-red-700"> *</span>}
      </legend>
      {element.helpText && (
        <p id={`element-${element.id}-hint`} className="mt-1 text-xs text-slate-600">
          {element.helpText}
        </p>
      )}
      {children}
      {error && (
        <p id={`element-${element.id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
};

const ValueField = ({ element, value, error, readOnly, onChange, onHold }: TValueFieldProps) => {
  // Read-only (a submitted stage, the print view and its PDF), an answer is text, not a control
  // that shows only what fits in its box.
  if (readOnly) return <AnswerText element={element} value={value} />;
  const common = { label: element.label, required: element.required, error };
  // A control whose value is the answer's text, as typed or chosen.
  const asText = {
    ...common,
    hint: hintOf(element),
    value: str(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value),
  };
  switch (element.kind) {
    case "SHORT_TEXT":
      return <TextField {...asText} maxLength={cfg<number>(element, "maxLength") ?? 200} />;
    case "LONG_TEXT":
      return <TextArea {...asText} rows={4} maxLength={cfg<number>(element, "maxLength") ?? 5000} />;
    case "NUMBER":
      return <TextField {...asText} inputMode="decimal" />;
    case "AMOUNT":
      return (
        <TextField
          {...asText}
          hint={hintOf(element, "In rupees, for example 1,25,000.")}
          inputMode="decimal"
          value={rupeesText(value)}
          trailing={<span className="pr-2 text-sm text-slate-500">₹</span>}
        />
      );
    case "DATE":
      return (
        <DateAnswer
          {...{ element, value, error, onChange, onHold }}
          hint={hintOf(element)}
          min={cfg<string>(element, "min") ?? "1950-01-01"}
          max={cfg<string>(element, "max")}
        />
      );
    case "SINGLE_SELECT":
      return (
        <Select
          {...asText}
          placeholder="Choose one"
          options={(cfg<string[]>(element, "options") ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    case "MULTI_SELECT": {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <ChoiceFieldset element={element} error={error}>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {(cfg<string[]>(element, "options") ?? []).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                  }
                />
                {option}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
      );
    }
    case "YES_NO":
      return (
        <ChoiceFieldset element={element} error={error}>
          <div className="mt-2 flex gap-6">
            {[
              [true, "Yes"],
              [false, "No"],
            ].map(([option, text]) => (
              <label key={String(text)} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`element-${element.id}`}
                  className="size-4 border-slate-300"
                  checked={value === option}
                  onChange={() => onChange(option)}
                />
                {text}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
      );
    default:
      return null;
  }
};

const PartPlaceholder = ({ element }: { element: TElementView }) => (
  <div className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">
    <p className="font-medium text-slate-800">
      {element.label}
      {element.required && <span className="text-red-700"> *</span>}
    </p>
    <p className="mt-1">
      {
        {
          FILE: "The table uploads documents here.",
          PHOTO_SET: `The table uploads at least ${String(element.config.minPhotos ?? 1)} photos here.`,
          COST_TABLE: "The table lists its costs here: description, quantity and unit cost.",
          VENDOR_LIST: "The table adds vendors with their quotations here.",
          OTP_SIGNATURE:
            element.config.signer === "AREA_CHAIRMAN"
              ? "Signed by the area chairman with a code mailed to them."
              : "Signed by the chairman with a code mailed to them.",
        }[element.kind as string]
      }
    </p>
  </div>
);

/** The stage's fields in tree order; sections group their children. */
export const StageFields = ({ elements, values, errors = {}, readOnly, onChange, onHold, renderPart }: TStageFieldsProps) => {
  const children = (parentId: number | null): TElementView[] => elements.filter((element) => element.parentId === parentId);
  const draw = (element: TElementView): ReactNode => {
    if (element.kind === "SECTION") {
      return (
        <fieldset key={element.id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 text-base font-semibold text-slate-900">{element.label}</legend>
          {element.helpText && <p className="mb-3 text-sm text-slate-600">{element.helpText}</p>}
          <div className="space-y-5">{children(element.id).map(draw)}</div>
        </fieldset>
      );
    }
    const part = ["FILE", "PHOTO_SET", "COST_TABLE", "VENDOR_LIST", "OTP_SIGNATURE"].includes(element.kind);
    return (
      <div key={element.id} id={`element-${element.id}`} className="scroll-mt-24 break-inside-avoid-page">
        {part ? (
          (renderPart?.(element) ?? <PartPlaceholder element={element} />)
        ) : (
          <ValueField
            element={element}
            value={values[element.id]}
            error={errors[element.id]}
            readOnly={readOnly}
            onChange={(value) => onChange?.(element.id, value)}
            onHold={() => onHold?.(element.id)}
          />
        )}
      </div>
    );
  };
  return <div className="space-y-6">{children(null).map(draw)}</div>;
};
