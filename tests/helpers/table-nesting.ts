// Whether server-rendered markup (renderToStaticMarkup) keeps to the HTML table content model. A
// browser's parser moves anything else out of the table (foster parenting) or adds a <tbody> around
// a bare <tr>, and React's hydration then finds a tree other than the one it rendered. htmlparser2
// keeps the markup's nesting as written, so that what the browser would move is still where React
// put it.
import { parseDocument } from "htmlparser2";

type TNode = ReturnType<typeof parseDocument>["children"][number];

/** The children each table part may have (besides script, style and template, which stay where they are). */
const ALLOWED: Record<string, readonly string[]> = {
  // A <tr> directly in a <table> is given a <tbody> by the parser: React warns of it too.
  table: ["caption", "colgroup", "thead", "tbody", "tfoot"],
  thead: ["tr"],
  tbody: ["tr"],
  tfoot: ["tr"],
  tr: ["td", "th"],
  colgroup: ["col"],
};
const IN_PLACE = ["script", "style", "template"];

const describeNode = (node: TNode) => {
  if (node.type === "text") return `text ${JSON.stringify(node.data)}`;
  if (!("attribs" in node)) return node.type;
  const attributes = Object.entries(node.attribs)
    .map(([name, value]) => ` ${name}="${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`)
    .join("");
  return `<${node.name}${attributes}>`;
};

/** Each child that may not be where it is, as "<span hidden=""> in <tbody>"; none for valid markup. */
export const tableNestingErrors = (markup: string): string[] => {
  const errors: string[] = [];
  const visit = (node: TNode) => {
    if (!("children" in node)) return;
    const allowed = "name" in node ? ALLOWED[node.name] : undefined;
    for (const child of node.children) {
      if (allowed && child.type !== "comment") {
        const name = "name" in child ? child.name : null;
        if (name === null || (!allowed.includes(name) && !IN_PLACE.includes(name))) {
          errors.push(`${describeNode(child)} in <${"name" in node ? node.name : ""}>`);
        }
      }
      visit(child);
    }
  };
  for (const node of parseDocument(markup).children) visit(node);
  return errors;
};

/** Fails, naming each misplaced child, unless `markup` keeps to the table content model. */
export const expectValidTableNesting = (markup: string) => {
  expect(tableNestingErrors(markup)).toEqual([]);
};
