"use client";

// On the log-in and sign-up screens, for a member who is logged in already: who they are and the
// way to their home (the screens are static, so this is learnt in the browser). The form stays:
// logging in again as someone else replaces the session.
import Link from "next/link";
import { useCurrentUser } from "@/components/layout/current-user-provider";
import { Alert } from "@/components/ui/alert";
import { MEMBER_HOME } from "@/lib/menus";
import { TEXT_LINK } from "./auth-panel";

export const LoggedInNotice = ({ what }: { what: string }) => {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Alert tone="info" title={`You are logged in as ${user.fullName || user.userName}.`} className="mb-6">
      <Link href={MEMBER_HOME} className={TEXT_LINK}>
        Go to your dashboard
      </Link>{" "}
      {what}
    </Alert>
  );
};
