// A length of time written for people ("a day", "2 days", "12 hours", "a day and 6 hours"), so a
// message can name a limit from the constant that sets it rather than repeat it in words. Pure.
import { formatDuration, intervalToDuration } from "date-fns";

const SEPARATOR = "|";

/** "1 day" -> "a day", "1 hour" -> "an hour"; other counts as they are. */
const withArticle = (part: string) => part.replace(/^1 hour$/, "an hour").replace(/^1 /, "a ");

/**
 * The whole units of `ms` (years down to seconds; less than a second is dropped), largest first:
 * "a day", "36 hours" as "a day and 12 hours", "a day, 2 hours and 30 minutes".
 */
export const durationInWords = (ms: number): string => {
  // Counted from 1 January 1970, whose first weeks have no month end or clock change: days of 24 hours.
  const parts = formatDuration(intervalToDuration({ start: 0, end: ms }), { delimiter: SEPARATOR })
    .split(SEPARATOR)
    .filter(Boolean)
    .map(withArticle);
  if (parts.length === 0) throw new RangeError(`durationInWords: ${ms} ms is less than a second`);
  const last = parts.pop()!;
  return parts.length === 0 ? last : `${parts.join(", ")} and ${last}`;
};
