// What a reader of server-rendered markup (renderToStaticMarkup) finds in each table: its caption,
// its column headings, and the text of each cell of its body and foot, row by row. Text only (an
// sr-only "Actions" heading reads "Actions"); inputs and links are asserted on the markup itself.
import { DomUtils, parseDocument } from "htmlparser2";

type TElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

export type TTableCells = { caption: string; headings: string[]; rows: string[][]; foot: string[][] };

const textIn = (element: TElement) => DomUtils.textContent(element).trim();
const childrenNamed = (element: TElement, names: readonly string[]) =>
  element.children.filter((child): child is TElement => "name" in child && names.includes(child.name));
const rowsIn = (table: TElement, part: "thead" | "tbody" | "tfoot") =>
  childrenNamed(table, [part])
    .flatMap((section) => childrenNamed(section, ["tr"]))
    .map((row) => childrenNamed(row, ["th", "td"]).map(textIn));

/** The tables of `markup` in document order (a table inside a cell is listed too, after its own). */
export const tablesOf = (markup: string): TTableCells[] =>
  DomUtils.getElementsByTagName("table", parseDocument(markup).children, true).map((table) => ({
    caption: childrenNamed(table, ["caption"]).map(textIn).join(""),
    headings: rowsIn(table, "thead").flat(),
    rows: rowsIn(table, "tbody"),
    foot: rowsIn(table, "tfoot"),
  }));

/** The one table of `markup`; fails when there is none or more than one. */
export const onlyTableOf = (markup: string): TTableCells => {
  const tables = tablesOf(markup);
  expect(tables).toHaveLength(1);
  return tables[0]!;
};
