// The dates a video or a post is shown with: from 01/01/1950 to the end of today in India, the range
// createnews accepts. Rows dated outside it (saved before that check, or written by hand) are kept
// off the public pages and marked on the admin screen, where they can be re-dated or deleted.
import { istDayStart, istToday, nextDay } from "../india-time";
import { EARLIEST_DATE } from "../projects/element-kinds";

/** A Prisma date filter: on or after 01/01/1950 (India) and before tomorrow in India. */
export const publishedRange = (now = new Date()) => ({
  gte: istDayStart(EARLIEST_DATE),
  lt: istDayStart(nextDay(istToday(now))),
});

/**
 * The dates the database driver reads back: years 1 to 9999. A later year (or a year BC) reads as
 * an Invalid Date, which no serializer or cursor can use.
 */
export const readableRange = { gte: new Date("0001-01-01T00:00:00.000Z"), lte: new Date("9999-12-31T23:59:59.999Z") };

/** Whether a stored date is one the public pages show (false for an Invalid Date). */
export const isShownDate = (date: Date | null, now = new Date()): date is Date => {
  if (!date || Number.isNaN(date.getTime())) return false;
  const range = publishedRange(now);
  return date >= range.gte && date < range.lt;
};
