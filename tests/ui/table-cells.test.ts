// @database-independent
// The one table reader the tests of tests/ui read rendered tables with (tests/helpers/table-cells.ts).
import { onlyTableOf, tableRows, tablesOf } from "@/tests/helpers/table-cells";

const PEOPLE =
  '<table><caption class="sr-only">The <b>members</b></caption>' +
  '<thead><tr><th>Name</th><th><span class="sr-only">Actions</span></th></tr></thead>' +
  "<tbody>" +
  '<tr><td>Asha Rao<span class="block">asha</span><span>Admin</span></td><td><a href="/m/1">Edit</a></td></tr>' +
  "<tr><td>Tom &amp; Jerry</td><td>—</td></tr>" +
  "</tbody>" +
  "<tfoot><tr><td>Total</td><td>2</td></tr></tfoot></table>";

const NESTED =
  "<table><tbody>" +
  "<tr><td>Outer 1</td><td><table><tbody><tr><td>Inner</td></tr></tbody></table></td></tr>" +
  "<tr><td>Outer 2</td><td>x</td></tr>" +
  "</tbody></table>";

describe("a cell's text", () => {
  it("sets each element's text apart by a space, but not text React splits with a comment", () => {
    const [row] = tableRows("<table><tbody><tr><td>RT<b>3</b></td><td>RT<!-- -->3</td></tr></tbody></table>");
    expect(row).toEqual(["RT 3", "RT3"]);
  });

  it("decodes entities, folds white space, keeps a line break the text holds, and trims", () => {
    const [row] = tableRows(
      "<table><tbody><tr><td>  Tom &amp;   Jerry </td><td>The quote is high.  \n  Ask again.</td></tr></tbody></table>",
    );
    expect(row).toEqual(["Tom & Jerry", "The quote is high.\nAsk again."]);
  });
});

describe("tablesOf", () => {
  it("reads a table's caption, headings, body rows and foot rows, screen-reader-only text included", () => {
    expect(onlyTableOf(PEOPLE)).toEqual({
      caption: "The members",
      headings: ["Name", "Actions"],
      rows: [
        ["Asha Rao asha Admin", "Edit"],
        ["Tom & Jerry", "—"],
      ],
      foot: [["Total", "2"]],
    });
  });

  it("lists a table inside a cell after the table holding it, and none for markup without tables", () => {
    expect(tablesOf(NESTED).map((table) => table.rows)).toEqual([
      [
        ["Outer 1", "Inner"],
        ["Outer 2", "x"],
      ],
      [["Inner"]],
    ]);
    expect(tablesOf("<p>No members yet</p>")).toEqual([]);
  });

  it("onlyTableOf fails unless there is exactly one table", () => {
    expect(() => onlyTableOf("<p>No members yet</p>")).toThrow();
    expect(() => onlyTableOf(NESTED)).toThrow();
  });
});

describe("tableRows", () => {
  it("reads every row in document order: header, body, foot, and a nested table's rows where they stand", () => {
    expect(tableRows(PEOPLE)).toEqual([
      ["Name", "Actions"],
      ["Asha Rao asha Admin", "Edit"],
      ["Tom & Jerry", "—"],
      ["Total", "2"],
    ]);
    expect(tableRows(NESTED)).toEqual([["Outer 1", "Inner"], ["Inner"], ["Outer 2", "x"]]);
  });
});
