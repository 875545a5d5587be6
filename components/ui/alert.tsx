import type { ReactNode } from "react";
import { cx } from "./cx";
import { Icon, type TIconName } from "./icons";

export type TAlertTone = "info" | "success" | "warning" | "error";

const TONES: Record<TAlertTone, { box: string; icon: TIconName; iconColour: string }> = {
  info: { box: "border-brand-100 bg-brand-50 text-brand-900", icon: "info", iconColour: "text-brand-700" },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: "check-circle", iconColour: "text-emerald-700" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "alert", iconColour: "text-amber-700" },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: "alert", iconColour: "text-red-700" },
};

type TAlertProps = { tone?: TAlertTone; title?: string; children?: ReactNode; className?: string };

/** A message box. For messages that appear after an action, put it inside a <LiveRegion>. */
export const Alert = ({ tone = "info", title, children, className }: TAlertProps) => {
  const style = TONES[tone];
  return (
    <div className={cx("flex gap-3 rounded-md border p-3 text-sm", style.box, className)}>
      <Icon name={style.icon} className={cx("mt-0.5", style.iconColour)} />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cx(title && "mt-1")}>{children}</div>}
      </div>
    </div>
  );
};
