// The text of a server-rendered table, row by row and cell by cell, as a screen reader meets it:
// the header row, the body's rows, then the footer's; tags dropped, entities decoded, each
// element's text set apart by a space (a name, its user name and its badges are read as separate
// words), white space folded. Screen-reader-only text (an sr-only column name, "of <row>") is
// kept: it is read too.
import { DomUtils, parseDocument } from "htmlparser2";

type TNode = ReturnType<typeof parseDocument>["children"][number];

const textOf = (node: TNode): string => {
  if (node.type === "text") return node.data;
  if (!("children" in node)) return "";
  return ` ${node.children.map(textOf).join("")} `;
};

/** Each <tr> of `markup` in document order, as the texts of its <th> and <td> cells. */
export const tableRows = (markup: string): string[][] =>
  DomUtils.findAll((node) => node.name === "tr", parseDocument(markup).children).map((row) =>
    row.children
      .filter((cell) => "name" in cell && (cell.name === "th" || cell.name === "td"))
      .map((cell) => textOf(cell).replace(/\s+/g, " ").trim()),
  );
