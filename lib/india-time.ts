// Calendar days and times as they are in India (IST, UTC+05:30 all year, no summer time), and the
// one place that writes them for people: every screen, letter, CSV and PDF formats its dates here.
// Pure: safe in the browser. Days are written yyyy-MM-dd, as <input type="date"> gives them.
import { format } from "date-fns";

export const IST_OFFSET_MS = 330 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, "0");
/** The instant moved by the offset: its UTC fields are India's wall clock. */
const inIndia = (at: Date | string | number) => new Date(new Date(at).getTime() + IST_OFFSET_MS);

/** yyyy-MM-dd of today in India (the screens' defaults, "not in the future" checks), or of `now`'s day there. */
export const istToday = (now = new Date()): string => inIndia(now).toISOString().slice(0, 10);

/** The first instant of an IST calendar day written yyyy-MM-dd (the day starts at 18:30 UTC the day before). */
export const istDayStart = (isoDay: string): Date => new Date(Date.parse(`${isoDay}T00:00:00Z`) - IST_OFFSET_MS);

/**
 * The instant of a wall-clock time in India, from its fields (month 1-12), or null when they name
 * no such time (31/02, 24:00): a time a gateway wrote in IST.
 */
export const istInstant = (year: number, month: number, day: number, hour: number, minute: number, second: number) => {
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exact =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return exact ? new Date(wall.getTime() - IST_OFFSET_MS) : null;
};

/** The calendar day after a yyyy-MM-dd day. */
export const nextDay = (isoDay: string): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A Date whose local fields are India's wall clock, for date-fns (its `in` option): the zone of the
 * browser or server plays no part. (A plain Date moved by the offset reads wrong near that zone's
 * summer-time changes.) Only the fields `format` reads are India's; do not use it otherwise.
 */
class IndiaClock extends Date {
  private wall(): Date {
    return new Date(this.getTime() + IST_OFFSET_MS);
  }
  override getFullYear(): number {
    return this.wall().getUTCFullYear();
  }
  override getMonth(): number {
    return this.wall().getUTCMonth();
  }
  override getDate(): number {
    return this.wall().getUTCDate();
  }
  override getDay(): number {
    return this.wall().getUTCDay();
  }
  override getHours(): number {
    return this.wall().getUTCHours();
  }
  override getMinutes(): number {
    return this.wall().getUTCMinutes();
  }
  override getSeconds(): number {
    return this.wall().getUTCSeconds();
  }
  override getTimezoneOffset(): number {
    return -IST_OFFSET_MS / 60_000;
  }
}

/**
 * The value on India's clock. A fake Date whose constructor returns a plain Date (Playwright's and
 * sinon's clocks, made before this module loads, so IndiaClock extends them) loses the subclass:
 * its prototype is put back, or date-fns would read the local zone's fields.
 */
const indiaClock = (value: Date | string | number): IndiaClock => {
  const clock = new IndiaClock(value instanceof Date ? value.getTime() : value);
  return clock instanceof IndiaClock ? clock : (Object.setPrototypeOf(clock, IndiaClock.prototype) as IndiaClock);
};

/**
 * An instant, or a calendar day, in a date-fns pattern on India's clock. A yyyy-MM-dd day (and a
 * date-only column, stored at midnight UTC) reads as 00:00 UTC, 05:30 that same day in India. An
 * invalid date throws (RangeError), as date-fns does.
 */
const inIst = (pattern: string) => (at: Date | string) => format(at, pattern, { in: indiaClock });

const optional =
  (write: (at: Date | string) => string) =>
  (at: Date | string | null | undefined): string =>
    at ? write(at) : "";

/** "24/11/2026": the day in India, as the screens, reports and letters write it. "" for none. */
export const istDay = optional(inIst("dd/MM/yyyy"));

/** "5 March 2025": a day written out (blog posts). */
export const istDateText = inIst("d MMMM yyyy");

/** "29 Nov 2026": a day in short words (lists of posts, videos and projects). */
export const istShortDateText = inIst("d MMM yyyy");

/** "6:45 pm IST": a time of day in India. */
// Sums on the instant rather than through IndiaClock: the payment page shows it under Playwright's
// paused clock, whose Date replaces the one IndiaClock extends.
export const istTimeText = (at: Date | string | number): string => {
  const wall = inIndia(at);
  const hours = wall.getUTCHours();
  return `${hours % 12 || 12}:${pad(wall.getUTCMinutes())} ${hours < 12 ? "am" : "pm"} IST`;
};

/** "29 Nov 2026, 6:45 pm IST": a moment written for people, on India's clock wherever it is read. */
export const istDateTimeText = (at: Date | string): string => `${inIst("d MMM yyyy, h:mm aaa")(at)} IST`;

/** "01-04-2026": the receipts' and Form 10BD's date (dd-MM-yyyy). "" for none. */
export const istDate = optional(inIst("dd-MM-yyyy"));

/** "01-04-2026 18:45" (24-hour): the payments list and its CSV, under a "(IST)" heading. "" for none. */
export const istDateTime = optional(inIst("dd-MM-yyyy HH:mm"));
