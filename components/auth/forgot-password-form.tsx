"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { NETWORK_ERROR_MESSAGE, readApiError, readMessage, refusalText } from "@/components/shared/request-json";
import { requestPasswordReset } from "./auth-api";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

export const ForgotPasswordForm = () => {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) {
      setError("Enter your user name or e-mail address.");
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setError(undefined);
    setBusy(true);
    setStatus(null);
    const reply = await requestPasswordReset(value);
    setBusy(false);
    if (reply.ok) {
      setStatus({
        tone: "success",
        text: readMessage(reply.data) ?? "If the account exists, a link to reset the password has been sent to its e-mail.",
      });
      return;
    }
    const apiError = readApiError(reply.data);
    setError(apiError.fields.username ?? apiError.fields.email);
    setStatus({
      tone: "error",
      text:
        reply.status === 0
          ? NETWORK_ERROR_MESSAGE
          : refusalText(apiError, ["username", "email"], "The request could not be sent. Please try again."),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="User name or e-mail"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <FormStatus status={status} />
      <Button type="submit" loading={busy} size="lg" className="w-full">
        Send reset link
      </Button>
    </form>
  );
};
