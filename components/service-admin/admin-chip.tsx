import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { CANNOT_OPEN_HELPDESK } from "@/lib/service-requests/helpdesk-access";
import { formatPhone } from "@/lib/members/profile-fields";
import { memberName } from "./member-label";
import type { TCategoryAdmin } from "./service-admin-api";

type TAdminChipProps = { admin: TCategoryAdmin; categoryName: string; onRemove: (admin: TCategoryAdmin) => void };

/** An admin of a category: title, name and table; e-mail and mobile in a tooltip; a remove control. */
export const AdminChip = ({ admin, categoryName, onRemove }: TAdminChipProps) => (
  <span className="inline-flex items-center rounded-full bg-slate-100 ring-1 ring-slate-200 ring-inset">
    <Tooltip
      content={
        <>
          <span className="block">E-mail: {admin.officeEmail ?? "NA"}</span>
          <span className="block">Mobile: {formatPhone(admin.mobile) || "NA"}</span>
        </>
      }
    >
      {(describedBy) => (
        <button
          type="button"
          aria-describedby={describedBy}
          className="inline-flex items-center gap-1.5 rounded-l-full py-1 pr-1 pl-3 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        >
          {memberName(admin)}
          {admin.tableNo !== null && <Badge className="px-1.5 py-0 text-[11px]">RT{admin.tableNo}</Badge>}
          {/* Made an admin before this was refused, or their roles changed since: they cannot act. */}
          {!admin.canOpenHelpdesk && (
            <Badge tone="warning" className="px-1.5 py-0 text-[11px]">
              {CANNOT_OPEN_HELPDESK}
            </Badge>
          )}
        </button>
      )}
    </Tooltip>
    <button
      type="button"
      onClick={() => onRemove(admin)}
      aria-label={`Remove ${memberName(admin)} from ${categoryName}`}
      className="rounded-r-full py-1 pr-2 pl-1 text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700"
    >
      <Icon name="x" className="size-4" />
    </button>
  </span>
);
