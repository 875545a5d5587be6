"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import {
  CORRECT_FIELDS_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  readApiError,
  readMessage,
  refusalText,
  type TFieldErrors,
} from "@/components/shared/request-json";
import { changePassword } from "./auth-api";
import { TEXT_LINK } from "./auth-panel";
import { fieldErrorsOf, PASSWORD_HINT, ZChangePasswordForm, ZResetPasswordForm } from "./auth-schemas";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";

/**
 * What replaces the form once the password is changed. It takes the focus: the form and its focused
 * button are gone, so focus would drop to the page's start, and a message mounted with its text is
 * not reliably announced by its live region.
 */
const PasswordChanged = ({ children }: { children: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Not from wherever the member went while the change was under way.
    if (document.activeElement === null || document.activeElement === document.body) box.current?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1} role="group" aria-label="Password changed" className="space-y-4 focus:outline-none">
      {children}
    </div>
  );
};

/** With a token from the reset mail, or as the logged-in member (who must give the old password). */
export type TChangePasswordMode = { kind: "token"; token: string } | { kind: "session" };

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

export const ChangePasswordForm = ({ mode }: { mode: TChangePasswordMode }) => {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // The reset link was refused (used, expired or unknown): typing again cannot help, a new link can.
  const [linkRefused, setLinkRefused] = useState(false);

  const bind = (field: keyof typeof EMPTY) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = (mode.kind === "token" ? ZResetPasswordForm : ZChangePasswordForm).safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    setBusy(true);
    setErrors({});
    setStatus(null);
    const reply = await changePassword(
      mode.kind === "token"
        ? { token: mode.token, newPassword: form.newPassword }
        : { oldPassword: form.oldPassword, newPassword: form.newPassword },
    );
    setBusy(false);
    if (reply.ok) {
      setForm(EMPTY);
      setDone(true);
      setStatus({ tone: "success", text: readMessage(reply.data) ?? "Your password has been changed." });
      return;
    }
    const error = readApiError(reply.data);
    setErrors(error.fields);
    setLinkRefused(mode.kind === "token" && error.fields.token !== undefined);
    setStatus({
      tone: "error",
      text:
        reply.status === 0
          ? NETWORK_ERROR_MESSAGE
          : refusalText(
              error,
              mode.kind === "token" ? ["newPassword"] : ["oldPassword", "newPassword"],
              "The password could not be changed.",
            ),
    });
  };

  if (done) {
    return (
      <PasswordChanged>
        <FormStatus status={status} />
        <p className="text-sm text-slate-700">
          {mode.kind === "token" ? (
            <Link href="/login" className={TEXT_LINK}>
              Log in with your new password
            </Link>
          ) : (
            <Link href="/dashboard/dashboardbar" className={TEXT_LINK}>
              Back to your dashboard
            </Link>
          )}
        </p>
      </PasswordChanged>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {mode.kind === "session" && (
        <PasswordField label="Current password" autoComplete="current-password" required {...bind("oldPassword")} />
      )}
      <PasswordField label="New password" autoComplete="new-password" hint={PASSWORD_HINT} required {...bind("newPassword")} />
      <PasswordField label="Confirm new password" autoComplete="new-password" required {...bind("confirmPassword")} />
      <FormStatus status={status} />
      {linkRefused && (
        <p className="text-sm text-slate-700">
          <Link href="/forgotpassword" className={TEXT_LINK}>
            Ask for a new reset link
          </Link>{" "}
          (links work once, for one hour).
        </p>
      )}
      <Button type="submit" loading={busy} size="lg" className="w-full">
        Change password
      </Button>
    </form>
  );
};
