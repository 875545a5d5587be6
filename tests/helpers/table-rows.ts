// The text of a server-rendered table, row by row and cell by cell, as a screen reader meets it:
// the header row, the body's rows, then the footer's; tags dropped, entities decoded, white space
// folded. Screen-reader-only text (an sr-only column name or "of <row>") is kept: it is read too.
import { DomUtils, parseDocument } from "htmlparser2";

type TNode = ReturnType<typeof parseDocument>["children"][number];

const isElement = (node: TNode, names: readonly string[]) => "name" in node && names.includes(node.name);
const textOf = (node: TNode) => DomUtils.textContent(node).replace(/\s+/g, " ").trim();

/** Each <tr> of `markup` in document order, as the texts of its <th> and <td> cells. */
export const tableRows = (markup: string): string[][] =>
  DomUtils.findAll((node) => node.name === "tr", parseDocument(markup).children).map((row) =>
    row.children.filter((cell) => isElement(cell, ["th", "td"])).map(textOf),
  );
