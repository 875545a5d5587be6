// CSV downloads of the list reports, written by csv-stringify (node-csv): RFC 4180 quoting, CRLF
// line ends and a UTF-8 byte-order mark, so that Excel opens Indian names (and ₹) correctly; cells
// starting with = + - @ tab or CR get a leading apostrophe (CSV formula injection), numbers never.
// Amounts are plain rupee numbers in a column named with (₹), beside the Indian-formatted text.
import { stringify } from "csv-stringify/sync";
import { PRIVATE_NO_STORE } from "../http/errors";

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
