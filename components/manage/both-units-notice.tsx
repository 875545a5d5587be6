import { formatCount } from "@/lib/format-count";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type TBothUnitsNoticeProps = {
  /** How many members name both a table and a circle (searchmembers' bothUnitsTotal); null until the list has loaded. */
  count: number | null;
  /** The list shows only them. */
  shown: boolean;
  onShow: () => void;
  onShowAll: () => void;
};

const membersAre = (count: number) => (count === 1 ? "1 member is" : `${formatCount(count)} members are`);

const REFUSED = "Saving them is refused until you choose one unit: edit each and keep either the table or the circle.";

/** What the notice says, or null for no notice. */
const textOf = (count: number | null, shown: boolean): { title?: string; text: string } | null => {
  if (count !== null && count > 0)
    return {
      title: `${membersAre(count)} in both a table and a circle.`,
      text: shown ? `${REFUSED} The list below shows only them.` : REFUSED,
    };
  if (!shown) return null;
  return {
    text:
      count === 0
        ? "No member is in both a table and a circle now."
        : "The list shows only the members in both a table and a circle.",
  };
};

/**
 * The members whose row names both a table and a circle (from before Member_one_unit): any save of
 * them is refused until the secretariat chooses one unit. Shown while there are some, and while the
 * list shows only them (so that the way back stays when the last one is corrected, or the list
 * failed to load). A status region always in the tree, so that the notice is announced when the
 * list's reply brings it.
 */
export const BothUnitsNotice = ({ count, shown, onShow, onShowAll }: TBothUnitsNoticeProps) => {
  const notice = textOf(count, shown);
  return (
    <div role="status">
      {notice && (
        <Alert tone={notice.title ? "warning" : "info"} title={notice.title}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{notice.text}</p>
            {shown ? (
              <Button variant="secondary" size="sm" onClick={onShowAll}>
                Show all members
              </Button>
            ) : (
              <Button variant="secondary" size="sm" onClick={onShow}>
                {count === 1 ? "Show this member" : "Show these members"}
              </Button>
            )}
          </div>
        </Alert>
      )}
    </div>
  );
};
