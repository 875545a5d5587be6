"use client";

import { useState, type FormEvent } from "react";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import type { TRole } from "@/lib/auth/roles";
import { updateMember, type TAdminMember } from "./member-admin-api";
import { RolesFieldset } from "./roles-fieldset";

type TValues = {
  title: string;
  fullName: string;
  phoneNumber: string;
  officeEmail: string;
  panCard: string;
  tableNo: string;
  circleNo: string;
  remark: string;
};

const FIELDS: { name: keyof TValues; label: string; hint?: string; inputMode?: "numeric" | "tel" | "email" }[] = [
  { name: "title", label: "Title" },
  { name: "fullName", label: "Full name" },
  { name: "phoneNumber", label: "Mobile number", hint: "10 digits, optionally after +91 or 0", inputMode: "tel" },
  { name: "officeEmail", label: "E-mail", inputMode: "email" },
  { name: "panCard", label: "PAN", hint: "e.g. ABCDE1234F" },
  { name: "tableNo", label: "Table No.", hint: "Empty for none", inputMode: "numeric" },
  { name: "circleNo", label: "Circle No.", hint: "Empty for none", inputMode: "numeric" },
];

const valuesOf = (member: TAdminMember): TValues => ({
  title: member.title ?? "",
  fullName: member.fullName,
  phoneNumber: member.phoneNumber ?? "",
  officeEmail: member.officeEmail ?? "",
  panCard: member.panCard ?? "",
  tableNo: member.tableNo === null ? "" : String(member.tableNo),
  circleNo: member.circleNo === null ? "" : String(member.circleNo),
  remark: "",
});

type TMemberEditDialogProps = { member: TAdminMember; onClose: () => void; onSaved: (member: TAdminMember) => void };

/** Edits a member's details, table or circle and roles (POST /api/auth/updatememberbyadmin); every save is logged. */
export const MemberEditDialog = ({ member, onClose, onSaved }: TMemberEditDialogProps) => {
  const [values, setValues] = useState(() => valuesOf(member));
  const [roles, setRoles] = useState<TRole[]>(member.roles);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setErrors({ roles: "Give at least one role." });
      setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    setBusy(true);
    const result = await updateMember({ memberId: member.memberId, ...values, roles });
    setBusy(false);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.fields).map(([key, text]) => [key.replace(/\.\d+$/, ""), text])));
      setStatus({ tone: "error", text: Object.keys(result.fields).length > 0 ? CORRECT_FIELDS_MESSAGE : result.message });
      return;
    }
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
        </div>
        <RolesFieldset value={roles} onChange={setRoles} error={errors.roles} />
        <TextField
          label="Remark for the log"
          hint="Optional: why this change was made"
          value={values.remark}
          error={errors.remark}
          onChange={(event) => setValues((current) => ({ ...current, remark: event.target.value }))}
        />
        <DialogFormFooter status={status} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
};
