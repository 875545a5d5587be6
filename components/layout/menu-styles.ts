// Class names of the site header, the landing page's menu and the phone menu (site-header.tsx,
// landing-nav.tsx, side-menu-dialog.tsx). The current page is marked by aria-current.
import { cx } from "@/components/ui/cx";

export type TMenuTone = "light" | "dark";

export const menuButtonClasses = (tone: TMenuTone) =>
  cx(
    "rounded-md p-2 focus-visible:outline-2",
    tone === "light"
      ? "text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-700"
      : "text-white hover:bg-white/10 focus-visible:outline-white",
  );

export const MENU_DIALOG =
  "fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm flex-col bg-white shadow-xl backdrop:bg-slate-900/40 open:flex";

export const MENU_DIALOG_HEADER = "flex items-center justify-between border-b border-slate-200 px-4 py-3";
export const MENU_DIALOG_TITLE = "text-base font-semibold text-slate-900";
export const MENU_CLOSE_BUTTON =
  "rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";

/** A main link of the desktop header; the current page (aria-current) is highlighted (app/globals.css). */
export const HEADER_LINK = "header-link";

/** A link of the phone menu; the current page (aria-current) is highlighted (app/globals.css). */
export const MENU_LINK = "menu-link";
