// What a reader of server-rendered markup (renderToStaticMarkup) finds in its tables, in two views:
// each table's caption, column headings and body and foot rows (tablesOf, onlyTableOf), or every
// <tr> of the markup in document order (tableRows). Both read a cell's text by one rule, cellText.
// Text only (an sr-only "Actions" heading reads "Actions"); inputs and links are asserted on the
// markup itself.
import { DomUtils, parseDocument } from "htmlparser2";

type TNode = ReturnType<typeof parseDocument>["children"][number];
type TElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

export type TTableCells = { caption: string; headings: string[]; rows: string[][]; foot: string[][] };

const spacedText = (node: TNode): string => {
  if (node.type === "text") return node.data;
  if (!("children" in node)) return "";
  return ` ${node.children.map(spacedText).join("")} `;
};

/**
 * The text of `element` as a reader meets it: tags dropped, entities decoded, each element's text
 * set apart by a space (a name and the badge after it are two words; "RT<b>3</b>" reads "RT 3", but
 * React's "RT<!-- -->3" reads "RT3"), white space folded to one space, or to one line break where it
 * holds one (a remark's own lines, shown by whitespace-pre-line), then trimmed.
 */
export const cellText = (element: TElement) =>
  spacedText(element)
    .replace(/\s+/g, (run) => (run.includes("\n") ? "\n" : " "))
    .trim();

const childrenNamed = (element: TElement, names: readonly string[]) =>
  element.children.filter((child): child is TElement => "name" in child && names.includes(child.name));
const cellsOf = (row: TElement) => childrenNamed(row, ["th", "td"]).map(cellText);
const rowsIn = (table: TElement, part: "thead" | "tbody" | "tfoot") =>
  childrenNamed(table, [part])
    .flatMap((section) => childrenNamed(section, ["tr"]))
    .map(cellsOf);

/** The tables of `markup` in document order (a table inside a cell is listed too, after its own). */
export const tablesOf = (markup: string): TTableCells[] =>
  DomUtils.getElementsByTagName("table", parseDocument(markup).children, true).map((table) => ({
    caption: childrenNamed(table, ["caption"]).map(cellText).join(""),
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

/**
 * Each <tr> of `markup` in document order, whatever table or part it is in, as the texts of its
 * <th> and <td> cells: the header row, the body's rows, then the footer's, as a screen reader
 * meets them.
 */
export const tableRows = (markup: string): string[][] =>
  DomUtils.getElementsByTagName("tr", parseDocument(markup).children, true).map(cellsOf);
