// Calendar days and times as they are in India (IST, UTC+05:30 all year, no summer time). Pure:
// safe in the browser. Days are written yyyy-MM-dd, as <input type="date"> gives them.
import { format } from "date-fns";

export const IST_OFFSET_MS = 330 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, "0");
/** The instant moved by the offset: its UTC fields are India's wall clock. */
const inIndia = (at: Date | string) => new Date(new Date(at).getTime() + IST_OFFSET_MS);

/** yyyy-MM-dd of today in India (the screens' defaults, "not in the future" checks). */
export const istToday = (now = new Date()): string => inIndia(now).toISOString().slice(0, 10);

/** The first instant of an IST calendar day written yyyy-MM-dd (the day starts at 18:30 UTC the day before). */
export const istDayStart = (isoDay: string): Date => new Date(Date.parse(`${isoDay}T00:00:00Z`) - IST_OFFSET_MS);

/** The calendar day after a yyyy-MM-dd day. */
export const nextDay = (isoDay: string): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** dd-MM-yyyy of an instant, as the day it was in India. */
export const istDate = (at: Date | string | null | undefined): string => {
  if (!at) return "";
  const d = inIndia(at);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
};

/** dd-MM-yyyy HH:mm (24-hour) of an instant, in India time. */
export const istDateTime = (at: Date | string | null | undefined): string => {
  if (!at) return "";
  const d = inIndia(at);
  return `${istDate(at)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

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

/** "29 Nov 2026, 6:45 pm IST": a moment written for people, on India's clock wherever it is read. */
export const istDateTimeText = (at: Date | string): string =>
  `${format(at, "d MMM yyyy, h:mm aaa", { in: (value) => new IndiaClock(value instanceof Date ? value.getTime() : value) })} IST`;
