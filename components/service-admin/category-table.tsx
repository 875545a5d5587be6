import { formatCount } from "@/lib/format-count";
import { Button } from "@/components/ui/button";
import { TableHead, type TTableColumn } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import { Tooltip } from "@/components/ui/tooltip";
import { AdminChip } from "./admin-chip";
import { formatDuration } from "./format-duration";
import type { TAdminCategory, TCategoryAdmin } from "./service-admin-api";

type TCategoryTableProps = {
  categories: readonly TAdminCategory[];
  onAddAdmin: (category: TAdminCategory) => void;
  onRemoveAdmin: (category: TAdminCategory, admin: TCategoryAdmin) => void;
  onRemoveCategory: (category: TAdminCategory) => void;
};

const HEAD = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const CELL = "px-4 py-3 align-middle";
const COLUMNS: readonly TTableColumn[] = [
  { label: "Category" },
  { label: "Admins" },
  { label: "Open", align: "right" },
  { label: "Median first response" },
  { label: "Median time to resolve" },
  { label: <span className="sr-only">Actions</span> },
];

const RemoveCategory = ({ category, onRemove }: { category: TAdminCategory; onRemove: () => void }) => {
  const blocked = category.admins.length > 0;
  const label = `Remove ${category.categoryShortName}`;
  if (!blocked) {
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={label}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        Remove
      </Button>
    );
  }
  // aria-disabled rather than disabled: the button stays focusable, so its reason can be read.
  return (
    <Tooltip content="Remove its admins first: a category with admins cannot be removed.">
      {(describedBy) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={describedBy}
          className="cursor-not-allowed opacity-50"
        >
          Remove
        </Button>
      )}
    </Tooltip>
  );
};

/** Categories against their admins, with the open count and the median response and resolve times. */
export const CategoryTable = ({ categories, onAddAdmin, onRemoveAdmin, onRemoveCategory }: TCategoryTableProps) => (
  <TableScroll label="Service categories" className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">Service categories, their admins and how quickly their requests are answered</caption>
      <TableHead columns={COLUMNS} className="bg-slate-50" cellClassName={HEAD} />
      <tbody className="divide-y divide-slate-200">
        {categories.map((category) => (
          <tr key={category.serviceCategoryId}>
            <th scope="row" className={`${CELL} text-left font-semibold text-slate-900`}>
              {category.categoryShortName}
            </th>
            <td className={CELL}>
              <ul aria-label={`Admins of ${category.categoryShortName}`} className="flex flex-wrap items-center gap-2">
                {category.admins.map((admin) => (
                  <li key={admin.memberId}>
                    <AdminChip
                      admin={admin}
                      categoryName={category.categoryShortName}
                      onRemove={(target) => onRemoveAdmin(category, target)}
                    />
                  </li>
                ))}
                <li>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onAddAdmin(category)}
                    aria-label={`Add an admin to ${category.categoryShortName}`}
                  >
                    + Admin
                  </Button>
                </li>
              </ul>
              {category.admins.length === 0 && (
                <p className="mt-1 text-xs text-amber-800">No admins: nobody is notified of its requests.</p>
              )}
            </td>
            <td className={`${CELL} text-right tabular-nums`}>
              {category.openCount === null ? "—" : formatCount(category.openCount)}
            </td>
            <td className={`${CELL} whitespace-nowrap`}>{formatDuration(category.medianFirstResponseMinutes)}</td>
            <td className={`${CELL} whitespace-nowrap`}>{formatDuration(category.medianResolveMinutes)}</td>
            <td className={`${CELL} text-right`}>
              <RemoveCategory category={category} onRemove={() => onRemoveCategory(category)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </TableScroll>
);
