import { cx } from "./cx";

type TSpinnerProps = {
  size?: "sm" | "md" | "lg";
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
};

const SIZES = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export const Spinner = ({ size = "md", label, className }: TSpinnerProps) => (
  <span role={label ? "status" : undefined} className={cx("inline-flex items-center", className)}>
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cx("animate-spin motion-reduce:animate-none", SIZES[size])}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
    {label && <span className="sr-only">{label}</span>}
  </span>
);
