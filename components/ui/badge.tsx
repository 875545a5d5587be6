import type { ReactNode } from "react";
import { cx } from "./cx";

const TONES = {
  brand: "bg-brand-50 text-brand-800 ring-brand-100",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
} as const;

const SIZES = { sm: "px-2.5 py-0.5 text-xs", md: "px-3 py-1 text-sm" } as const;

type TBadgeProps = { children: ReactNode; tone?: keyof typeof TONES; size?: keyof typeof SIZES; className?: string };

/** A small label (table number, status). */
export const Badge = ({ children, tone = "brand", size = "sm", className }: TBadgeProps) => (
  <span
    className={cx("inline-flex items-center rounded-full font-medium ring-1 ring-inset", TONES[tone], SIZES[size], className)}
  >
    {children}
  </span>
);
