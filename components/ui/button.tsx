import Link from "next/link";
import type { ComponentProps, MouseEvent } from "react";
import { cx } from "./cx";
import { Spinner } from "./spinner";

export type TButtonVariant = "primary" | "secondary" | "accent" | "ghost" | "danger";
export type TButtonSize = "sm" | "md" | "lg";
type TButtonStyle = { variant?: TButtonVariant; size?: TButtonSize; className?: string };

const VARIANTS: Record<TButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary:
    "bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand-700",
  accent: "bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300 focus-visible:outline-amber-500",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-700",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700",
};

const SIZES: Record<TButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-5 py-2.5 text-base",
};

/** The button look, for elements that are not <Button> (links, Headless UI parts). */
export const buttonClasses = ({ variant = "primary", size = "md", className }: TButtonStyle = {}) =>
  cx(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  );

type TButtonProps = ComponentProps<"button"> & TButtonStyle & { loading?: boolean };

/** A busy button's click does nothing: no handler, no form submission (Enter in a field clicks it too). */
const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button; `loading` shows a spinner beside its label and makes it inert without `disabled`:
 * a disabled button drops its focus to the page's start, so a member who pressed Save would have
 * to find their place again. A busy button is `aria-disabled`, `aria-busy`, and ignores clicks.
 */
export const Button = ({
  variant,
  size,
  className,
  loading = false,
  disabled,
  type = "button",
  onClick,
  children,
  ...rest
}: TButtonProps) => (
  <button
    type={type}
    disabled={disabled}
    aria-disabled={(loading && !disabled) || undefined}
    aria-busy={loading || undefined}
    className={buttonClasses({ variant, size, className })}
    onClick={loading ? ignoreWhileBusy : onClick}
    {...rest}
  >
    {loading && <Spinner size="sm" />}
    {children}
  </button>
);

type TButtonLinkProps = ComponentProps<typeof Link> & TButtonStyle;

/** A link (navigation) that looks like a button. */
export const ButtonLink = ({ variant, size, className, ...rest }: TButtonLinkProps) => (
  <Link className={buttonClasses({ variant, size, className })} {...rest} />
);
