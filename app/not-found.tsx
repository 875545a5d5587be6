import type { Metadata } from "next";
import { StatusScreen } from "@/components/layout/status-screen";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

const NotFound = () => (
  <StatusScreen
    code="404"
    title="We could not find that page"
    actions={
      <>
        <ButtonLink href="/" prefetch={false}>
          Go to the home page
        </ButtonLink>
        <ButtonLink href="/dashboard/dashboardbar" variant="secondary" prefetch={false}>
          Members&apos; home
        </ButtonLink>
      </>
    }
  >
    <p>The address may be mistyped, or the page may have moved.</p>
  </StatusScreen>
);

export default NotFound;
