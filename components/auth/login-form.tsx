"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";
import { NETWORK_ERROR_MESSAGE, refusalText, type TFieldErrors } from "@/components/shared/request-json";
import { logIn } from "./auth-api";
import { TEXT_LINK } from "./auth-panel";
import { safeCallbackUrl } from "./callback-url";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";

type TLoginFormProps = { failedMessage: string; successMessage: string };

export const LoginForm = ({ failedMessage, successMessage }: TLoginFormProps) => {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: TFieldErrors = {};
    if (!username.trim()) missing.username = "Enter your user name.";
    if (!password) missing.password = "Enter your password.";
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setStatus({ tone: "error", text: "Enter your user name and password." });
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await logIn(username.trim(), password);
    if (result.kind === "success") {
      setStatus({ tone: "success", text: successMessage });
      // A full load, so that every part of the app starts from the new session.
      window.location.assign(safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl")));
      return;
    }
    setBusy(false);
    if (result.kind === "throttled" || result.kind === "error") setStatus({ tone: "error", text: result.message });
    else if (result.kind === "unreachable") setStatus({ tone: "error", text: NETWORK_ERROR_MESSAGE });
    else if (result.kind === "invalid") {
      setErrors(result.error.fields);
      setStatus({ tone: "error", text: refusalText(result.error, ["username", "password"], failedMessage) });
    } else setStatus({ tone: "error", text: failedMessage });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="User name"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <div className="flex justify-end text-sm">
        <Link href="/forgotpassword" className={TEXT_LINK}>
          Forgot password?
        </Link>
      </div>
      <FormStatus status={status} />
      <Button type="submit" loading={busy} className="w-full" size="lg">
        {busy ? "Logging in…" : "Login"}
      </Button>
    </form>
  );
};
