import { formatDistanceToNow } from "date-fns";
import { istDateTimeText } from "@/lib/india-time";

type TRelativeTimeProps = { iso: string; prefix?: string; className?: string };

/** "5 minutes ago", with the full date as the machine value and the hover title (India's time). */
export const RelativeTime = ({ iso, prefix, className }: TRelativeTimeProps) => (
  <time dateTime={iso} title={istDateTimeText(iso)} className={className}>
    {prefix}
    {formatDistanceToNow(new Date(iso), { addSuffix: true })}
  </time>
);
