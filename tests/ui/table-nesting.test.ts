// @database-independent
// tests/helpers/table-nesting: what a browser's parser would move out of a table (or wrap in a
// <tbody>) is named; markup that keeps to the table content model passes.
import { expectValidTableNesting, tableNestingErrors } from "@/tests/helpers/table-nesting";

const HIDDEN = '<span hidden="" style="display:none"></span>';

describe("tableNestingErrors", () => {
  it("passes a table of caption, head, bodies and foot, with cells in rows and anything in cells", () => {
    const markup =
      "<div><table><caption>Postings <b>2026</b></caption><colgroup><col/></colgroup>" +
      '<thead><tr><th scope="col">Area</th></tr></thead>' +
      `<tbody><!-- a comment --><tr><td>${HIDDEN}<table><tbody><tr><td>nested</td></tr></tbody></table></td></tr></tbody>` +
      "<tbody><template></template><tr><th>West</th><td><script></script></td></tr></tbody>" +
      "<tfoot><tr><td>Total</td></tr></tfoot></table></div>";
    expect(tableNestingErrors(markup)).toEqual([]);
    expectValidTableNesting(markup);
  });

  it("names the area postings row's old closed dialog, a hidden span in its <tbody>", () => {
    // The markup the area chairmen's row rendered before its confirmation moved into a cell.
    const old =
      '<table><tbody class="border-t border-slate-200"><tr><th scope="row">West</th><td></td><td></td></tr>' +
      '<span hidden="" style="position:fixed;top:1px;left:1px;width:1px;height:0;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border-width:0;display:none"></span>' +
      "</tbody></table>";
    expect(tableNestingErrors(old)).toEqual(['<span hidden="" style="position:fixed;top:1px;left:1px;width:1p..."> in <tbody>']);
    expect(() => expectValidTableNesting(old)).toThrow();
  });

  it("names text, a bare row, a cell outside a row and anything but a cell in a row", () => {
    const markup =
      "<table> <tr><td>1</td></tr><div></div>" +
      "<thead><td>2</td></thead>" +
      '<tbody><tr><div class="x"></div> <td>3</td></tr></tbody>' +
      "<colgroup><span></span></colgroup></table>";
    expect(tableNestingErrors(markup)).toEqual([
      'text " " in <table>',
      "<tr> in <table>",
      "<div> in <table>",
      // htmlparser2 closes an open <thead> at a <td>, as a browser would not: either way it is misplaced.
      "<td> in <table>",
      '<div class="x"> in <tr>',
      'text " " in <tr>',
      "<span> in <colgroup>",
    ]);
  });

  it("passes markup without tables", () => {
    expect(tableNestingErrors("<p>No <span>table</span> here</p>")).toEqual([]);
  });
});
