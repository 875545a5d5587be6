import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type TAuthPanelProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode; wide?: boolean };

/** The centred card of the log-in, sign-up and password screens. */
export const AuthPanel = ({ title, description, children, footer, wide = false }: TAuthPanelProps) => (
  <div className={cx("mx-auto w-full px-4 py-12 sm:px-6", wide ? "max-w-2xl" : "max-w-md")}>
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
      <div className="mt-6">{children}</div>
    </div>
    {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
  </div>
);

export const TEXT_LINK =
  "font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-700";
