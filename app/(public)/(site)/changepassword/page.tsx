import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthPanel } from "@/components/auth/auth-panel";
import { ChangePasswordScreen } from "@/components/auth/change-password-screen";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Change Password" };

// Static page; the token (?token=) is read in the browser.
const ChangePasswordPage = () => (
  <AuthPanel title="Change password">
    <Suspense fallback={<Spinner label="Loading…" className="text-brand-700" />}>
      <ChangePasswordScreen />
    </Suspense>
  </AuthPanel>
);

export default ChangePasswordPage;
