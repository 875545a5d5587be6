import { cx } from "@/components/ui/cx";
import { ActionAttachments } from "./action-attachments";
import { initials, personLabel } from "./format";
import { RelativeTime } from "./relative-time";
import type { TServiceAction } from "./service-request-types";
import { StatusBadge } from "./status-badge";

type TActionItemProps = {
  action: TServiceAction;
  bubble?: boolean;
  /** The requester's own words, told apart from the service side's in the chat list. */
  fromRequester?: boolean;
};

/** One entry of a thread: who, when, the status it set (if any), the remark and the files. */
export const ActionItem = ({ action, bubble = false, fromRequester = false }: TActionItemProps) => {
  const team = action.updatedByDetails === null;
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className={cx(
          "flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
          team ? "bg-amber-100 text-amber-900" : fromRequester ? "bg-slate-200 text-slate-800" : "bg-brand-100 text-brand-800",
        )}
      >
        {initials(action.updatedByDetails)}
      </span>
      <div
        className={cx(
          "min-w-0 flex-1",
          bubble && "rounded-lg rounded-tl-none border px-4 py-3",
          bubble && (fromRequester ? "border-slate-200 bg-slate-50" : "border-brand-100 bg-brand-50/60"),
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">{personLabel(action.updatedByDetails)}</span>
          <RelativeTime iso={action.updatedOn} className="text-xs text-slate-500" />
        </p>
        {action.actionStatus !== null && (
          <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
            Set the status to <StatusBadge status={action.actionStatus} />
          </p>
        )}
        {action.serviceRemark && (
          <p className="mt-1.5 text-sm whitespace-pre-wrap break-words text-slate-800">{action.serviceRemark}</p>
        )}
        <div className="mt-2">
          <ActionAttachments names={action.fileNames} />
        </div>
      </div>
    </div>
  );
};
