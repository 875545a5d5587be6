"use client";

// The settings of one element kind as proper inputs (limits, options, file types, signer).
import { useId } from "react";
import type { TElementKind } from "@/components/projects/project-types";
import { FieldMessages } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { FILE_TYPES } from "@/lib/projects/element-kinds";
import { CHECKBOX_CLASSES, CheckboxField } from "./checkbox-field";
import type { TSettingErrors, TSettings, TTextSetting } from "./element-config-form";

type TElementSettingsProps = {
  kind: TElementKind;
  settings: TSettings;
  errors: TSettingErrors;
  onChange: (settings: TSettings) => void;
};

type TInput = { key: TTextSetting; label: string; hint?: string; type?: "number" | "date" | "decimal" };

/** The text inputs of each kind (options and signer are drawn apart). */
const INPUTS: Partial<Record<TElementKind, TInput[]>> = {
  SHORT_TEXT: [{ key: "maxLength", label: "Longest answer (characters)", type: "number", hint: "1 to 500; 200 if empty." }],
  LONG_TEXT: [{ key: "maxLength", label: "Longest answer (characters)", type: "number", hint: "1 to 20,000; 5,000 if empty." }],
  NUMBER: [
    { key: "min", label: "Smallest number", type: "decimal", hint: "Empty for no limit." },
    { key: "max", label: "Largest number", type: "decimal", hint: "Empty for no limit." },
  ],
  AMOUNT: [
    { key: "minPaise", label: "Smallest amount (₹)", type: "decimal", hint: "In rupees; empty for no limit." },
    { key: "maxPaise", label: "Largest amount (₹)", type: "decimal", hint: "In rupees; empty for no limit." },
  ],
  DATE: [
    { key: "min", label: "Earliest date", type: "date", hint: "Empty for no limit (1950 at the earliest)." },
    { key: "max", label: "Latest date", type: "date", hint: "Empty for no limit." },
  ],
  MULTI_SELECT: [
    { key: "minChoices", label: "Fewest choices", type: "number", hint: "Empty for no limit." },
    { key: "maxChoices", label: "Most choices", type: "number", hint: "Empty for no limit." },
  ],
  FILE: [
    { key: "maxFileBytes", label: "Largest file (MB)", type: "decimal", hint: "Up to 10 MB." },
    { key: "maxFiles", label: "Most files", type: "number", hint: "1 to 20." },
  ],
  PHOTO_SET: [
    { key: "minPhotos", label: "Fewest photos", type: "number", hint: "1 to 50." },
    { key: "maxPhotos", label: "Most photos", type: "number", hint: "1 to 50." },
    { key: "maxFileBytes", label: "Largest photo (MB)", type: "decimal", hint: "Up to 10 MB." },
  ],
  COST_TABLE: [{ key: "maxRows", label: "Most rows", type: "number", hint: "1 to 200." }],
  VENDOR_LIST: [
    { key: "minVendors", label: "Fewest vendors", type: "number", hint: "0 to 20." },
    { key: "maxVendors", label: "Most vendors", type: "number", hint: "1 to 20." },
  ],
};

const SIGNER_OPTIONS = [
  { value: "TABLE_CHAIRMAN", label: "Table chairman" },
  { value: "AREA_CHAIRMAN", label: "Area chairman" },
];

const FileTypes = ({ settings, error, onChange }: Omit<TElementSettingsProps, "kind" | "errors"> & { error?: string }) => {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">File types</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {FILE_TYPES.map((type) => (
          <label key={type} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className={CHECKBOX_CLASSES}
              checked={settings.fileTypes.includes(type)}
              onChange={(event) =>
                onChange({
                  ...settings,
                  fileTypes: event.target.checked
                    ? FILE_TYPES.filter((item) => item === type || settings.fileTypes.includes(item))
                    : settings.fileTypes.filter((item) => item !== type),
                })
              }
            />
            {type.toUpperCase()}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
};

/** The kind's settings; nothing for a section, Yes / No. */
export const ElementSettings = ({ kind, settings, errors, onChange }: TElementSettingsProps) => {
  const setText = (key: TTextSetting, value: string) => onChange({ ...settings, text: { ...settings.text, [key]: value } });
  const inputs = INPUTS[kind] ?? [];
  const hasOptions = kind === "SINGLE_SELECT" || kind === "MULTI_SELECT";
  if (inputs.length === 0 && !hasOptions && kind !== "OTP_SIGNATURE") return null;

  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Settings</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {hasOptions && (
          <TextArea
            label="Options"
            required
            rows={4}
            hint="One option a line; at most 50."
            className="sm:col-span-2"
            value={settings.text.options ?? ""}
            onChange={(event) => setText("options", event.target.value)}
            error={errors.options}
          />
        )}
        {kind === "FILE" && <FileTypes settings={settings} onChange={onChange} error={errors.fileTypes} />}
        {inputs.map((input) => (
          <TextField
            key={input.key}
            label={input.label}
            hint={input.hint}
            type={input.type === "date" ? "date" : "text"}
            inputMode={input.type === "number" ? "numeric" : input.type === "decimal" ? "decimal" : undefined}
            autoComplete="off"
            value={settings.text[input.key] ?? ""}
            onChange={(event) => setText(input.key, event.target.value)}
            error={errors[input.key]}
          />
        ))}
        {kind === "NUMBER" && (
          <CheckboxField
            label="Whole numbers only"
            className="sm:col-span-2"
            checked={settings.integer}
            onChange={(event) => onChange({ ...settings, integer: event.target.checked })}
          />
        )}
        {kind === "OTP_SIGNATURE" && (
          <Select
            label="Signed by"
            required
            hint="The code to sign with is mailed to them."
            options={SIGNER_OPTIONS}
            value={settings.text.signer ?? "TABLE_CHAIRMAN"}
            onChange={(event) => setText("signer", event.target.value)}
            error={errors.signer}
          />
        )}
      </div>
    </fieldset>
  );
};
