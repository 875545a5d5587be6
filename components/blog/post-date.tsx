import { istDateText } from "@/lib/india-time";

/** A post's date as "5 March 2025" (the day in India) in a <time> element that keeps the exact moment. */
export const PostDate = ({ iso, className }: { iso: string; className?: string }) => {
  if (Number.isNaN(Date.parse(iso))) return null;
  return (
    <time dateTime={iso} className={className}>
      {istDateText(iso)}
    </time>
  );
};
