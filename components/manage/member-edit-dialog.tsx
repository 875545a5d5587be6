"use client";

import { useState, type FormEvent } from "react";
import { NOTHING_TO_SAVE } from "@/components/shared/changed-values";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import type { TRole } from "@/lib/auth/roles";
import type { TUnitChoices } from "@/lib/members/unit-choices";
import { updateMember, type TListedMember } from "./member-admin-api";
import { memberEditOf, memberValuesOf, type TMemberValues } from "./member-edit-changes";
import { RolesFieldset } from "./roles-fieldset";
import { UnitFields } from "./unit-fields";

const FIELDS: {
  name: Exclude<keyof TMemberValues, "tableNo" | "circleNo">;
  label: string;
  hint?: string;
  inputMode?: "numeric" | "tel" | "email";
}[] = [
  { name: "title", label: "Title" },
  { name: "fullName", label: "Full name" },
  { name: "phoneNumber", label: "Mobile number", hint: "10 digits, optionally after +91 or 0", inputMode: "tel" },
  { name: "officeEmail", label: "E-mail", inputMode: "email" },
  { name: "panCard", label: "PAN", hint: "e.g. ABCDE1234F" },
];

type TMemberEditDialogProps = {
  member: TListedMember;
  /** The tables and circles to move to: active tables, and the member's own even if de-chartered. */
  units: TUnitChoices;
  onClose: () => void;
  onSaved: (member: TListedMember) => void;
};

/**
 * Edits a member's details, table or circle and roles (POST /api/auth/updatememberbyadmin); every
 * save is logged. A save sends only what was changed in the dialog (member-edit-changes.ts).
 */
export const MemberEditDialog = ({ member, units, onClose, onSaved }: TMemberEditDialogProps) => {
  const [values, setValues] = useState(() => memberValuesOf(member));
  const [roles, setRoles] = useState<TRole[]>(member.roles);
  const [remark, setRemark] = useState("");
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { edit, errors: found } = memberEditOf(member, values, roles, remark);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    if (!edit) {
      setStatus({ tone: "info", text: NOTHING_TO_SAVE });
      return;
    }
    setBusy(true);
    const result = await updateMember(edit);
    setBusy(false);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.fields).map(([key, text]) => [key.replace(/\.\d+$/, ""), text])));
      setStatus({ tone: "error", text: Object.keys(result.fields).length > 0 ? CORRECT_FIELDS_MESSAGE : result.message });
      return;
    }
    // The dialog closes; opened again, it starts from the member as saved.
    onSaved(result.value);
  };

  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={`Edit ${member.fullName}`}
      description={`User name: ${member.userName}`}
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              hint={field.hint}
              inputMode={field.inputMode}
              required={field.name === "fullName"}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          ))}
          <UnitFields
            choices={units}
            kept={member}
            values={values}
            errors={errors}
            onChange={(unit) => setValues((current) => ({ ...current, ...unit }))}
          />
        </div>
        <RolesFieldset value={roles} onChange={setRoles} error={errors.roles} />
        <TextField
          label="Remark for the log"
          hint="Optional: why this change was made"
          value={remark}
          error={errors.remark}
          onChange={(event) => setRemark(event.target.value)}
        />
        <DialogFormFooter status={status} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
};
