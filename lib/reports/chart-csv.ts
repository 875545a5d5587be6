// The "Download CSV" of a chart on the reports page, made in the browser from the numbers the chart
// shows: UTF-8 with a byte-order mark (so Excel reads ₹ and Indian names right), CRLF line ends,
// every cell quoted, amounts as plain rupees in a column headed "(₹)". Pure: no DOM.

export type TCsvColumn = { header: string; kind: "text" | "count" | "amount" };
/** Text, a count, or an amount in whole paise (an "amount" column). */
export type TCsvCell = string | number;

export const CSV_BOM = "\uFEFF";

/** Whole paise as rupees without grouping: 125000050 -> "1250000.50", 100 -> "1". */
export const paiseToCsvRupees = (paise: number) => {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  const size = Math.abs(paise);
  const rest = size % 100;
  return `${paise < 0 ? "-" : ""}${(size - rest) / 100}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
};

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A text cell a spreadsheet would take for a formula (=, +, -, @, tab, CR, and the full-width
 * ＝ ＋ － ＠ that Apple Numbers reads as those signs) is kept as text, as csv-stringify does for the API's CSVs.
 */
const safeText = (text: string) => (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text);

const cellText = (cell: TCsvCell, column: TCsvColumn) => {
  if (column.kind === "amount") return paiseToCsvRupees(Number(cell));
  if (column.kind === "count") return String(Number(cell));
  return safeText(String(cell));
};

export const headerOf = (column: TCsvColumn) => (column.kind === "amount" ? `${column.header} (₹)` : column.header);

export const toCsv = (columns: readonly TCsvColumn[], rows: readonly (readonly TCsvCell[])[]) => {
  const lines = [
    columns.map((column) => quote(headerOf(column))).join(","),
    ...rows.map((row) => columns.map((column, index) => quote(cellText(row[index] ?? "", column))).join(",")),
  ];
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
};
