import type { ReactNode } from "react";
import { cx } from "./cx";
import { Icon, type TIconName } from "./icons";

type TEmptyStateProps = { title: string; description?: ReactNode; icon?: TIconName; action?: ReactNode; className?: string };

/** What a list or screen shows when it has nothing to show. */
export const EmptyState = ({ title, description, icon = "info", action, className }: TEmptyStateProps) => (
  <div className={cx("rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center", className)}>
    <Icon name={icon} className="mx-auto size-8 text-slate-400" />
    <p className="mt-3 text-base font-semibold text-slate-900">{title}</p>
    {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
    {action && <div className="mt-5">{action}</div>}
  </div>
);
