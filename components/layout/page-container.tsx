import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

const WIDTHS = { narrow: "max-w-md", default: "max-w-5xl", wide: "max-w-7xl" } as const;

type TPageContainerProps = {
  title: string;
  description?: ReactNode;
  /** Beside the heading (e.g. a primary action). */
  actions?: ReactNode;
  width?: keyof typeof WIDTHS;
  children?: ReactNode;
};

/** A page's heading (its one <h1>) and content column. */
export const PageContainer = ({ title, description, actions, width = "default", children }: TPageContainerProps) => (
  <div className={cx("mx-auto w-full px-4 py-10 sm:px-6", WIDTHS[width])}>
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description && <div className="mt-2 text-slate-600">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
    </div>
    {children && <div className="mt-8">{children}</div>}
  </div>
);
