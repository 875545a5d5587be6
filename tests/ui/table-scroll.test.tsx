// @database-independent
// A wide table's sideways-scrolling box takes keyboard focus and is a named region, so a keyboard
// user can scroll it (axe: scrollable-region-focusable); every such box is a TableScroll, so that
// a new table cannot bring back a box a keyboard cannot scroll.
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { TableScroll } from "@/components/ui/table-scroll";

const TABLE = "<table><caption>Payments made</caption></table>";
const BOX_CLASSES =
  "relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

describe("TableScroll", () => {
  it("is a focusable region named by its label, holding the table", () => {
    const html = renderToStaticMarkup(
      <TableScroll label="Payments made">
        <table>
          <caption>Payments made</caption>
        </table>
      </TableScroll>,
    );
    expect(html).toBe(`<div class="${BOX_CLASSES}" tabindex="0" role="region" aria-label="Payments made">${TABLE}</div>`);
  });

  it("can be named by another element, and takes the caller's classes after its own", () => {
    const html = renderToStaticMarkup(
      <TableScroll labelledBy="payments-title" className="rounded-lg border border-slate-200">
        <table />
      </TableScroll>,
    );
    expect(html).toBe(
      `<div class="${BOX_CLASSES} rounded-lg border border-slate-200" tabindex="0" role="region" aria-labelledby="payments-title"><table></table></div>`,
    );
  });
});

const ROOT = path.resolve(__dirname, "../..");
/** Sideways-scrolling boxes that hold no table, with why they need no focus of their own. */
const NOT_TABLE_BOXES: Record<string, string> = {
  "components/ui/table-scroll.tsx": "the box itself",
  "components/service-requests/request-tabs.tsx": "a tab list: its tabs take focus and the arrow keys bring each into view",
};

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => /\.tsx?$/.test(file));

describe("sideways-scrolling boxes", () => {
  const scrolling = ["components", "app"]
    .flatMap(sourceFiles)
    .filter((file) => /overflow-x-(auto|scroll)/.test(fs.readFileSync(path.join(ROOT, file), "utf8")))
    .map((file) => file.split(path.sep).join("/"));

  it("around a table are TableScroll: no other file writes one out", () => {
    expect(scrolling.filter((file) => !(file in NOT_TABLE_BOXES))).toEqual([]);
  });

  it("the list of boxes that hold no table names only files that still have one", () => {
    expect(Object.keys(NOT_TABLE_BOXES).filter((file) => !scrolling.includes(file))).toEqual([]);
  });
});
