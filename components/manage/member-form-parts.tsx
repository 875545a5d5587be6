"use client";

// What the secretariat's Create a user and Edit dialogs share: the member's fields in two columns
// with the table and circle pickers, and how a refused save is shown.
import type { Dispatch, ReactNode, SetStateAction } from "react";
import type { TFormStatus } from "@/components/ui/form-status";
import { TextField } from "@/components/ui/text-field";
import type { TFailure } from "@/components/shared/post-form";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import type { TUnitChoices } from "@/lib/members/unit-choices";
import { UnitFields, type TUnitValues } from "./unit-fields";

export type TMemberField<K extends string> = {
  name: K;
  label: string;
  hint?: string;
  required?: boolean;
  inputMode?: "numeric" | "tel" | "email";
};

type TMemberFieldsProps<K extends string, TValues extends TUnitValues & Record<K, string>> = {
  fields: readonly TMemberField<K>[];
  values: TValues;
  errors: TFieldErrors;
  setValues: Dispatch<SetStateAction<TValues>>;
  units: TUnitChoices;
  /** The member's own table or circle, always offered (UnitFields). */
  kept: { tableNo: number | null; circleNo: number | null };
  /** Fields after the pickers, in the grid. */
  children?: ReactNode;
};

export const MemberFields = <K extends string, TValues extends TUnitValues & Record<K, string>>({
  fields,
  values,
  errors,
  setValues,
  units,
  kept,
  children,
}: TMemberFieldsProps<K, TValues>) => (
  <div className="grid gap-4 sm:grid-cols-2">
    {fields.map((field) => (
      <TextField
        key={field.name}
        label={field.label}
        hint={field.hint}
        inputMode={field.inputMode}
        required={field.required}
        value={values[field.name]}
        error={errors[field.name]}
        onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
      />
    ))}
    <UnitFields
      choices={units}
      kept={kept}
      values={values}
      errors={errors}
      onChange={(unit) => setValues((current) => ({ ...current, ...unit }))}
    />
    {children}
  </div>
);

/** A refused save: each error under its field ("roles.0" under the roles) and the dialog's message. */
export const refusalOf = (result: TFailure): { errors: TFieldErrors; status: TFormStatus } => ({
  errors: Object.fromEntries(Object.entries(result.fields).map(([key, text]) => [key.replace(/\.\d+$/, ""), text])),
  status: { tone: "error", text: Object.keys(result.fields).length > 0 ? CORRECT_FIELDS_MESSAGE : result.message },
});
