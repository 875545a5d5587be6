// Year formatting for the foundation's year numbers (issue 4): 202223 -> "2022-23".
// A year number is the first year's four digits followed by the next year's last two digits.
import { IST_OFFSET_MS } from "../india-time";

/** True when `value` is a well-formed year number such as 202223 (next year follows the first). */
export function isYearNumber(value: unknown): value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) return false;
  if (value < 190001 || value > 999999) return false;
  const first = Math.floor(value / 100);
  const second = value % 100;
  return (first + 1) % 100 === second;
}

/**
 * Formats a year number for display: 202223 -> "2022-23", 201718 -> "2017-18", 199900 -> "1999-00".
 * Accepts numbers or numeric strings. Anything that is not a six-digit year number is returned as
 * its plain string (empty string for null/undefined/NaN), so a bad value never breaks a page.
 */
export function formatYear(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).trim();
  if (!/^\d{6}$/.test(text)) {
    return typeof value === "number" && !Number.isFinite(value) ? "" : text;
  }
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** Year number from a display string: "2022-23" -> 202223; null when malformed. */
export function parseYearString(text: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const value = Number(`${match[1]}${match[2]}`);
  return isYearNumber(value) ? value : null;
}

/** Indian financial year (1 April - 31 March) of a date (in IST) as a year number: 2024-05-10 -> 202425. */
export function financialYearOf(date: Date): number {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return y * 100 + ((y + 1) % 100);
}

/** SPEC.md sections 2 and 9: the landing's "Our Projects" grid always links these six years. */
export const LANDING_PROJECT_YEARS = [201718, 201819, 201920, 202021, 202122, 202223] as const;

/** One of the years the landing links, whose gallery page exists even before it has any content. */
export const isLandingProjectYear = (year: number): boolean => (LANDING_PROJECT_YEARS as readonly number[]).includes(year);
