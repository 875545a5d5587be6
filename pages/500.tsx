// An unexpected error in a script-free page: a friendly message, never the error's details
// (the server logs them).
import type { PageConfig } from "next";
import Head from "next/head";
import { StatusScreen } from "@/components/layout/status-screen";
import { ButtonLink } from "@/components/ui/button";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

const ServerErrorPage = () => (
  <>
    <Head>
      <title>Something went wrong | Federation Portal</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
    </Head>
    <StatusScreen
      code="Something went wrong"
      title="This page could not be shown"
      actions={<ButtonLink href="/">Go to the home page</ButtonLink>}
    >
      <p>Please try again in a moment. If it keeps happening, write to the secretariat.</p>
    </StatusScreen>
  </>
);

export default ServerErrorPage;
