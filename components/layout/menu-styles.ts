// Class names of the site header (both variants) and the phone menu (site-header.tsx,
// mobile-menu.tsx, side-menu-dialog.tsx, member-menu.tsx). The current page is marked by aria-current.
import { cx } from "@/components/ui/cx";
import type { THeaderVariant } from "@/lib/menus";

export type TMenuTone = "light" | "dark";

/** The site's header is light; the landing page's lies over its dark banner. */
export const HEADER_TONES: Record<THeaderVariant, TMenuTone> = { site: "light", landing: "dark" };

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

/** The site's phone panel: its list of links scrolls, the account's actions stay under it. */
export const MENU_PANEL_LIST = "flex-1 overflow-y-auto px-2 py-3";
export const MENU_PANEL_ACTIONS = "space-y-1 border-t border-slate-200 px-2 py-3";
/** The landing's phone panel: one list, the account's actions last. */
export const MENU_PANEL_ONE_LIST = "px-2 py-3";

/** A main link of the desktop header; the current page (aria-current) is highlighted (app/globals.css). */
export const HEADER_LINK = "header-link";

/** A main link of the landing page's header, over its banner (app/globals.css). */
export const LANDING_LINK = "landing-link";

/** A link of the phone menu; the current page (aria-current) is highlighted (app/globals.css). */
export const MENU_LINK = "menu-link";
