// @database-independent
// A stage's cost table (components/projects/cost-table-part.tsx), drawn from the lines the server
// saved (costLinesOf): read-only, a row of text per line with its amount and the total in rupees
// grouped the Indian way; editable, an input per field named by its column and line, a typed value
// the server would refuse marked on its input, "…" for an amount not yet saved, Remove per line,
// and Add a line until the table's most lines.
import { renderToStaticMarkup } from "react-dom/server";
import { CostTablePart, costLinesOf, type TCostLine } from "@/components/projects/cost-table-part";
import type { TCostView } from "@/components/projects/project-types";
import { elementView } from "@/tests/helpers/element-view";
import { textOf } from "@/tests/helpers/markup-text";
import { onlyTableOf } from "@/tests/helpers/table-cells";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

const ELEMENT = elementView("COST_TABLE", {
  id: 40,
  stageId: 2,
  label: "Cost estimate",
  helpText: "Each item with its quantity and unit cost.",
  required: true,
  position: 3,
  config: { maxRows: 3 },
});

const cost = (id: number, description: string, quantity: number, unitCostPaise: number, linePaise: number): TCostView => ({
  id,
  key: `line-${id}`,
  elementId: ELEMENT.id,
  description,
  quantity,
  unitCostPaise,
  position: id,
  linePaise,
});
const SAVED = costLinesOf(
  [
    cost(1, "Borewell drilling, 200 ft", 1, 12_500_000, 12_500_000),
    cost(2, "Submersible pump", 2.5, 1_000_050, 2_500_125),
    // Another table's line: not this one's.
    cost(3, "Tarpaulin", 10, 50_000, 500_000),
  ].map((line, index) => (index === 2 ? { ...line, elementId: 41 } : line)),
  ELEMENT.id,
);
const TOTAL = 15_000_125;

// The total is the server's, undefined until it has one.
const render = (lines: TCostLine[], readOnly: boolean, totalPaise: number | undefined, error?: string) => {
  const markup = renderToStaticMarkup(
    <CostTablePart
      element={ELEMENT}
      lines={lines}
      totalPaise={totalPaise}
      readOnly={readOnly}
      onLines={() => undefined}
      onSend={() => undefined}
      error={error}
    />,
  );
  expectValidTableNesting(markup);
  return markup;
};
const inputOf = (markup: string, label: string) => markup.match(new RegExp(`<input aria-label="${label}"[^>]*/>`))?.[0];

describe("CostTablePart, read-only", () => {
  const html = render(SAVED, true, TOTAL);

  it("shows the column heads and a row of text per line of this table, amounts in rupees the Indian way", () => {
    const table = onlyTableOf(html);
    expect(table.headings).toEqual(["Description", "Quantity", "Unit cost (₹)", "Amount"]);
    expect(table.rows).toEqual([
      ["Borewell drilling, 200 ft", "1", "1,25,000", "₹1,25,000"],
      ["Submersible pump", "2.5", "10,000.50", "₹25,001.25"],
    ]);
    expect(table.foot).toEqual([["Total", "₹1,50,001.25"]]);
    expect(html).toContain('<td colSpan="3" class="py-1">Total</td>');
  });

  it("has no inputs, no Remove and no Add a line", () => {
    expect(html).not.toContain("<input");
    expect(html).not.toContain("<button");
    expect(textOf(html)).not.toContain("Add a line");
  });

  it("is a group named by its label, with the required mark and help", () => {
    expect(html).toMatch(
      /^<div role="group" aria-labelledby="([^"]+)"[^>]*><p id="\1"[^>]*>Cost estimate<span class="text-red-700"> \*<\/span><\/p>/,
    );
    expect(textOf(html)).toContain("Each item with its quantity and unit cost.");
  });
});

describe("CostTablePart, editable", () => {
  it("names each input by its column and line, holding the saved values, with Remove per line", () => {
    const html = render(SAVED, false, TOTAL);
    const table = onlyTableOf(html);
    expect(table.headings).toEqual(["Description", "Quantity", "Unit cost (₹)", "Amount", "Actions"]);
    expect(table.rows.map((row) => row.slice(3))).toEqual([
      ["₹1,25,000", "Remove"],
      ["₹25,001.25", "Remove"],
    ]);
    // The Total row spans the same columns as the heads: an empty cell under Actions.
    expect(table.foot).toEqual([["Total", "₹1,50,001.25", ""]]);
    expect(inputOf(html, "Description, line 2")).toContain('value="Submersible pump"');
    expect(inputOf(html, "Quantity, line 2")).toContain('value="2.5"');
    expect(inputOf(html, "Unit cost, line 1")).toContain('inputMode="decimal"');
    expect(inputOf(html, "Unit cost, line 1")).toContain('value="1,25,000"');
    expect(inputOf(html, "Unit cost, line 1")).not.toContain("aria-invalid");
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Remove line 2"[^>]*>Remove<\/button>/);
    expect(textOf(html)).toContain("Add a line");
  });

  it("marks a typed value the server would refuse on its input, and shows … for an amount not yet saved", () => {
    const typed: TCostLine = { key: "new", id: null, description: "Pipes", quantity: "two", unitCost: "800", linePaise: null };
    const html = render([...SAVED, typed], false, TOTAL);
    expect(onlyTableOf(html).rows[2]!.slice(3)).toEqual(["…", "Remove"]);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Remove line 3"[^>]*>Remove<\/button>/);
    const quantity = inputOf(html, "Quantity, line 3");
    expect(quantity).toContain('aria-invalid="true"');
    expect(quantity).toContain('aria-describedby="cost-new-quantity-error"');
    expect(html).toContain(
      '<p id="cost-new-quantity-error" class="mt-1 text-xs text-red-700">Must be a positive number with at most 2 decimals, such as 1,000 or 2.5.</p>',
    );
    expect(inputOf(html, "Unit cost, line 3")).not.toContain("aria-invalid");
  });

  it("offers Add a line until the table holds its most lines, then says how many it takes", () => {
    const third: TCostLine = { ...SAVED[0]!, key: "line-9", id: 9 };
    const full = render([...SAVED, third], false, TOTAL);
    expect(full).not.toContain("Add a line");
    expect(textOf(full)).toContain("This table takes at most 3 lines.");
  });

  it("with no lines yet, has an empty body, a total of ₹0 and Add a line", () => {
    const html = render([], false, undefined);
    const table = onlyTableOf(html);
    expect(table.rows).toEqual([]);
    expect(table.foot).toEqual([["Total", "₹0", ""]]);
    expect(html).toMatch(/<button type="button"[^>]*>Add a line<\/button>/);
  });

  it("shows what Submit found the table lacks under its heading, and describes the group with it", () => {
    const html = render([], false, undefined, "Add at least one line.");
    const [, errorId] = html.match(/<p id="([^"]+)" class="mt-1 text-sm text-red-700">Add at least one line.<\/p>/) ?? [];
    expect(errorId).toBeDefined();
    expect(html).toMatch(new RegExp(`^<div role="group" aria-labelledby="[^"]+" aria-describedby="${errorId}"`));
  });
});
