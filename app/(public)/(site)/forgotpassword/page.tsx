import type { Metadata } from "next";
import Link from "next/link";
import { AuthPanel, TEXT_LINK } from "@/components/auth/auth-panel";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

const ForgotPasswordPage = () => (
  <AuthPanel
    title="Forgot password"
    description="Give your user name or the e-mail address of your account, and we will send a link to choose a new password."
    footer={
      <Link href="/login" className={TEXT_LINK}>
        Back to login
      </Link>
    }
  >
    <ForgotPasswordForm />
  </AuthPanel>
);

export default ForgotPasswordPage;
