// 404 of the script-free pages (an unknown post, gallery year or page number): the same screen
// as app/not-found.tsx, without scripts.
import type { PageConfig } from "next";
import Head from "next/head";
import { NotFoundScreen } from "@/components/layout/not-found-screen";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

const NotFoundPage = () => (
  <>
    <Head>
      <title>Page not found | Federation Portal</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
    </Head>
    <NotFoundScreen />
  </>
);

export default NotFoundPage;
