// The frame of every icon (24x24 outline, stroke = currentColor), and the few icons that every
// reading page's client code draws: the phone menu's open and close buttons and the banner's
// arrows. The others are named in icons.tsx, whose map a client component takes in whole (about
// 1 KB of Brotli); one that needs only these draws them from here.
import type { ReactNode } from "react";
import { cx } from "./cx";

export const MENU_PATH = <path d="M4 6h16M4 12h16M4 18h16" />;
export const CLOSE_PATH = <path d="M6 6l12 12M18 6L6 18" />;
export const ARROW_RIGHT_PATH = <path d="M5 12h14M13 6l6 6-6 6" />;

export type TIconSvgProps = { className?: string; strokeWidth?: number };

/** A `size-*` utility of the caller's replaces the default: in the stylesheet size-5 comes after size-4, so both together drew 20 px. */
const SETS_SIZE = /(?:^|\s)size-/;

/** Decorative by default: give the surrounding control its accessible name. */
export const IconSvg = ({ className, strokeWidth = 1.8, children }: TIconSvgProps & { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={strokeWidth}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={cx(className && SETS_SIZE.test(className) ? "shrink-0" : "size-5 shrink-0", className)}
  >
    {children}
  </svg>
);
