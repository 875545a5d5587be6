// CSV downloads of the list reports, written by csv-stringify (node-csv): RFC 4180 quoting, CRLF
// line ends and a UTF-8 byte-order mark, so that Excel opens Indian names (and ₹) correctly; cells
// starting with = + - @ tab or CR get a leading apostrophe (CSV formula injection), numbers never.
// Amounts are plain rupee numbers in a column named with (₹), beside the Indian-formatted text.
import { stringify } from "csv-stringify/sync";
import { PRIVATE_NO_STORE } from "../http/errors";
import { IST_OFFSET_MS } from "../india-time";

export type TCell = string | number | null | undefined;
export type TCsvColumn<T> = { header: string; value: (row: T) => TCell };

export const toCsv = <T>(columns: readonly TCsvColumn<T>[], rows: readonly T[]): string =>
  stringify([columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.value(row) ?? ""))], {
    bom: true,
    record_delimiter: "windows",
    escape_formulas: true,
  });

/** The download: text/csv, attachment, never cached (personal data). */
export const csvResponse = <T>(fileName: string, columns: readonly TCsvColumn<T>[], rows: readonly T[]) =>
  new Response(toCsv(columns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "-")}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });

/** Whole rupees of an amount in paise, as a plain number (paise kept as decimals). */
export const rupeesOf = (paise: number) => Math.round(paise) / 100;

const pad = (value: number) => String(value).padStart(2, "0");

/** dd/mm/yyyy of a calendar date (a @db.Date column or "YYYY-MM-DD"). */
export const ddmmyyyy = (date: Date | string | null | undefined): string => {
  if (!date) return "";
  const iso = typeof date === "string" ? date : date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
};

/** dd/mm/yyyy of an instant, as the day it was in India. */
export const ddmmyyyyIst = (at: Date | null | undefined): string => {
  if (!at) return "";
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${pad(ist.getUTCDate())}/${pad(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()}`;
};
