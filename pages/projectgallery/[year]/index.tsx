// /projectgallery/{year}: page 1 of the year (later pages: ?page=n, rewritten to ./page/[page]).
import type { PageConfig } from "next";

export { getStaticPaths, getStaticProps, default } from "./page/[page]";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };
