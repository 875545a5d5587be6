import { format } from "date-fns";

/** A post's date as "5 March 2025" in a <time> element (rendered on the server, in IST). */
export const PostDate = ({ iso, className }: { iso: string; className?: string }) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // The foundation is in India: show the date of the Indian calendar day, whatever the server's zone.
  const ist = new Date(date.getTime() + (330 + date.getTimezoneOffset()) * 60_000);
  return (
    <time dateTime={iso} className={className}>
      {format(ist, "d MMMM yyyy")}
    </time>
  );
};
