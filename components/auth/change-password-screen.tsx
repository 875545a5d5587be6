"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCurrentUser } from "@/components/layout/current-user-provider";
import { Spinner } from "@/components/ui/spinner";
import { TEXT_LINK } from "./auth-panel";
import { ChangePasswordForm } from "./change-password-form";

/** /changepassword: a reset link's token wins; otherwise the logged-in member's form. */
export const ChangePasswordScreen = () => {
  const token = useSearchParams()?.get("token");
  const { status } = useCurrentUser();

  if (token) return <ChangePasswordForm mode={{ kind: "token", token }} />;
  if (status === "loading") return <Spinner label="Checking your session…" className="text-brand-700" />;
  if (status === "authenticated") return <ChangePasswordForm mode={{ kind: "session" }} />;
  return (
    <p className="text-sm leading-relaxed text-slate-700">
      To change your password,{" "}
      <Link href="/login?callbackUrl=%2Fchangepassword" className={TEXT_LINK}>
        log in
      </Link>{" "}
      first. Forgotten it?{" "}
      <Link href="/forgotpassword" className={TEXT_LINK}>
        Ask for a reset link
      </Link>
      .
    </p>
  );
};
