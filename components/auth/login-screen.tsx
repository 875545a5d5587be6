import Link from "next/link";
import { LOGIN_FAILED_MESSAGE, LOGIN_SUCCESS_MESSAGE } from "@/lib/auth/authenticate";
import { AuthPanel, TEXT_LINK } from "./auth-panel";
import { LoggedInNotice } from "./logged-in-notice";
import { LoginForm } from "./login-form";

/** /login and /dashboard/login. */
export const LoginScreen = () => (
  <AuthPanel
    title="Member login"
    description="Log in with the user name and password the secretariat approved."
    footer={
      <>
        New to the portal?{" "}
        <Link href="/signup" className={TEXT_LINK}>
          Sign up
        </Link>
      </>
    }
  >
    <LoggedInNotice what="or log in below as another member." />
    <LoginForm failedMessage={LOGIN_FAILED_MESSAGE} successMessage={LOGIN_SUCCESS_MESSAGE} />
  </AuthPanel>
);
