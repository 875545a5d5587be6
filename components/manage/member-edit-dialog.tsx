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
import { MemberFields, refusalOf, type TMemberField } from "./member-form-parts";
import { RolesFieldset } from "./roles-fieldset";

const FIELDS: TMemberField<Exclude<keyof TMemberValues, "tableNo" | "circleNo">>[] = [
  { name: "title", label: "Title" },
  { name: "fullName", label: "Full name", required: true },
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
      const refused = refusalOf(result);
      setErrors(refused.errors);
      setStatus(refused.status);
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
        <MemberFields fields={FIELDS} values={values} errors={errors} setValues={setValues} units={units} kept={member} />
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
