import { ButtonLink } from "@/components/ui/button";
import { MEMBER_HOME } from "@/lib/menus";
import { StatusScreen } from "./status-screen";

/** The 404 screen of both routers (app/not-found.tsx and pages/404.tsx). */
export const NotFoundScreen = () => (
  <StatusScreen
    code="404"
    title="We could not find that page"
    actions={
      <>
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href={MEMBER_HOME} variant="secondary">
          Members&apos; home
        </ButtonLink>
      </>
    }
  >
    <p>The address may be mistyped, or the page may have moved.</p>
  </StatusScreen>
);
