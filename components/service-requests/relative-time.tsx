import { format, formatDistanceToNow } from "date-fns";

type TRelativeTimeProps = { iso: string; prefix?: string; className?: string };

/** "5 minutes ago", with the full date as the machine value and the hover title. */
export const RelativeTime = ({ iso, prefix, className }: TRelativeTimeProps) => {
  const date = new Date(iso);
  const full = format(date, "d MMM yyyy, HH:mm");
  return (
    <time dateTime={iso} title={full} className={className}>
      {prefix}
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
};
