"use client";

import { useState, type FormEvent } from "react";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { PasswordField } from "@/components/ui/password-field";
import type { TFieldErrors } from "@/components/shared/request-json";
import type { TRole } from "@/lib/auth/roles";
import type { TUnitChoices } from "@/lib/members/unit-choices";
import { createUser, type TNewUser } from "./member-admin-api";
import { MemberFields, refusalOf, type TMemberField } from "./member-form-parts";
import { RolesFieldset } from "./roles-fieldset";

const EMPTY: TNewUser = {
  userName: "",
  fullName: "",
  title: "",
  phoneNumber: "",
  officeEmail: "",
  password: "",
  tableNo: "",
  circleNo: "",
  roles: ["User"],
};

type TTextField = Exclude<keyof TNewUser, "roles" | "password" | "tableNo" | "circleNo">;

const NO_UNIT = { tableNo: null, circleNo: null };

const FIELDS: TMemberField<TTextField>[] = [
  { name: "userName", label: "User name", hint: "3-40 letters, digits, dot, underscore or hyphen", required: true },
  { name: "fullName", label: "Full name", required: true },
  { name: "title", label: "Title" },
  { name: "phoneNumber", label: "Mobile number" },
  { name: "officeEmail", label: "E-mail" },
];

/** Creates an approved account (POST /api/auth/createuser); logged in the admin log. */
export const CreateUserDialog = ({
  open,
  units,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The tables and circles to choose from: only active tables are offered. */
  units: TUnitChoices;
  onClose: () => void;
  onCreated: (userName: string) => void;
}) => {
  const [values, setValues] = useState<TNewUser>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setStatus(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await createUser(values);
    setBusy(false);
    if (!result.ok) {
      const refused = refusalOf(result);
      setErrors(refused.errors);
      setStatus(refused.status);
      return;
    }
    const userName = values.userName;
    close();
    onCreated(userName);
  };

  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : close}
      title="Create a user"
      description="The account is approved at once."
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <MemberFields fields={FIELDS} values={values} errors={errors} setValues={setValues} units={units} kept={NO_UNIT}>
          <PasswordField
            label="Password"
            required
            autoComplete="new-password"
            hint="At least 8 characters with a letter and a digit"
            value={values.password}
            error={errors.password}
            onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          />
        </MemberFields>
        <RolesFieldset
          value={values.roles}
          onChange={(roles: TRole[]) => setValues((current) => ({ ...current, roles }))}
          error={errors.roles}
        />
        <DialogFormFooter status={status} busy={busy} onCancel={close} />
      </form>
    </Modal>
  );
};
