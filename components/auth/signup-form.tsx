"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select, type TSelectOption } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import {
  CORRECT_FIELDS_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  readApiError,
  readMessage,
  refusalText,
  type TFieldErrors,
} from "@/components/shared/request-json";
import { signUp } from "./auth-api";
import { fieldErrorsOf, PASSWORD_HINT, TITLES, type TSignupForm, ZSignupForm } from "./auth-schemas";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";

type TSignupFormProps = { tables: TSelectOption[]; circles: TSelectOption[] };

const EMPTY: TSignupForm = {
  userName: "",
  fullName: "",
  title: "",
  phoneNumber: "",
  officeEmail: "",
  memberOf: "table",
  unitNo: "",
  newPassword: "",
  confirmPassword: "",
};

/** The API's field names where the form's differ. */
const FORM_FIELD: Record<string, keyof TSignupForm> = { password: "newPassword", tableNo: "unitNo", circleNo: "unitNo" };

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));
const MEMBER_OF_OPTIONS = [
  { value: "table", label: "Table" },
  { value: "circle", label: "Circle" },
];
const SUCCESS_FALLBACK =
  "Thank you for signing up. Your account is waiting for the secretariat's approval; you can log in once it is approved.";

export const SignupForm = ({ tables, circles }: TSignupFormProps) => {
  const [form, setForm] = useState<TSignupForm>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof TSignupForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const bind = (field: keyof TSignupForm) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZSignupForm.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    const { userName, fullName, officeEmail, title, phoneNumber, memberOf, unitNo, newPassword } = parsed.data;
    setBusy(true);
    setErrors({});
    setStatus(null);
    const reply = await signUp({
      userName,
      fullName,
      officeEmail,
      password: newPassword,
      ...(title ? { title } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
      ...(memberOf === "table" ? { tableNo: Number(unitNo) } : { circleNo: Number(unitNo) }),
    });
    setBusy(false);
    if (reply.ok) {
      setForm(EMPTY);
      setStatus({ tone: "success", text: readMessage(reply.data) ?? SUCCESS_FALLBACK });
      return;
    }
    if (reply.status === 0) {
      setStatus({ tone: "error", text: NETWORK_ERROR_MESSAGE });
      return;
    }
    const error = readApiError(reply.data);
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [FORM_FIELD[field] ?? field, message]),
    );
    setErrors(fields);
    setStatus({ tone: "error", text: refusalText({ ...error, fields }, Object.keys(EMPTY), "The sign-up could not be saved.") });
  };

  const units = form.memberOf === "table" ? tables : circles;
  const unitLabel = form.memberOf === "table" ? "Table" : "Circle";

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="User name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...bind("userName")}
        />
        <Select label="Title" options={TITLE_OPTIONS} placeholder="Select title" {...bind("title")} />
        <TextField label="Full name" autoComplete="name" required className="sm:col-span-2" {...bind("fullName")} />
        <TextField label="Phone number" hint="e.g. +91 98400 12345" type="tel" autoComplete="tel" {...bind("phoneNumber")} />
        <TextField label="E-mail" type="email" autoComplete="email" required {...bind("officeEmail")} />
      </div>
      <RadioGroup
        legend="Member of"
        name="memberOf"
        value={form.memberOf}
        options={MEMBER_OF_OPTIONS}
        onChange={(value) => setForm((current) => ({ ...current, memberOf: value as TSignupForm["memberOf"], unitNo: "" }))}
      />
      <Select
        label={unitLabel}
        options={units}
        placeholder={units.length > 0 ? `Select your ${unitLabel.toLowerCase()}` : `No ${unitLabel.toLowerCase()}s available`}
        required
        {...bind("unitNo")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField label="Password" autoComplete="new-password" hint={PASSWORD_HINT} required {...bind("newPassword")} />
        <PasswordField label="Confirm password" autoComplete="new-password" required {...bind("confirmPassword")} />
      </div>
      <FormStatus status={status} />
      <Button type="submit" loading={busy} size="lg" className="w-full sm:w-auto">
        {busy ? "Signing up…" : "Sign Up"}
      </Button>
    </form>
  );
};
