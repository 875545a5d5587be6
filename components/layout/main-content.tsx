import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { MAIN_CONTENT_ID } from "./skip-link";

/** The page's <main> landmark, the skip link's target. */
export const MainContent = ({ children, className }: { children: ReactNode; className?: string }) => (
  <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx("flex-1 focus:outline-none", className)}>
    {children}
  </main>
);
