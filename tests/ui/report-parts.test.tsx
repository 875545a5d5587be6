// @database-independent
// The parts of the members' reports screen (/reports/yearly): a report's table with its caption,
// column headers and cells, 25 rows a page with page buttons (the caption says the page), a total
// row in the footer on every page, and its empty state; a section's heading and "Download CSV"
// (named after the report), shown only where the API offers a CSV; a report loading or failed.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Loaded, personName, ReportSection, ReportTable, TotalRow, type TReportColumn } from "@/components/reports/report-parts";
import { formatCount } from "@/lib/format-count";
import { formatPaise } from "@/lib/projects/element-values";
import { textOf } from "@/tests/helpers/markup-text";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";

type TTableRow = { tableNo: number; name: string; members: number; duesPaise: number };
const COLUMNS: readonly TReportColumn<TTableRow>[] = [
  { label: "Table", cell: (row) => `RT${row.tableNo}` },
  { label: "Name", cell: (row) => row.name },
  { label: "Members", align: "right", cell: (row) => formatCount(row.members) },
  { label: "Dues paid", align: "right", cell: (row) => formatPaise(row.duesPaise) },
];
const tables = (count: number): TTableRow[] =>
  Array.from({ length: count }, (_, index) => ({
    tableNo: index + 1,
    name: `Round Table ${index + 1}`,
    members: 1200 + index,
    duesPaise: 12_500_000,
  }));

const render = (rows: TTableRow[], footer?: ReactNode) => {
  const html = renderToStaticMarkup(
    <ReportTable
      caption="Strength of the tables"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.tableNo}
      empty="No table has members this year."
      footer={footer}
    />,
  );
  expectValidTableNesting(html);
  return html;
};

describe("ReportTable", () => {
  it("shows a short report whole under its caption and column headers, with its footer's total", () => {
    const html = render(tables(2), <TotalRow label="Total" span={2} cells={[formatCount(2401), formatPaise(25_000_000)]} />);
    expect(html).toMatch(/<caption[^>]*>Strength of the tables<\/caption>/);
    expect(tableRows(html)).toEqual([
      ["Table", "Name", "Members", "Dues paid"],
      ["RT1", "Round Table 1", "1,200", "₹1,25,000"],
      ["RT2", "Round Table 2", "1,201", "₹1,25,000"],
      ["Total", "2,401", "₹2,50,000"],
    ]);
    expect(html).toMatch(/<tfoot[^>]*><tr><th scope="row" colSpan="2"[^>]*>Total<\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right">Members<\/th>/);
    expect(html).not.toContain("<nav");
  });

  it("shows a long report 25 rows a page, the first first, the caption saying the page, with page buttons", () => {
    const html = render(tables(30), <TotalRow label="Total" span={2} cells={["36,435", "₹37,50,000"]} />);
    expect(html).toMatch(/<caption[^>]*>Strength of the tables, page 1 of 2<\/caption>/);
    const rows = tableRows(html);
    expect(rows.slice(1, -1).map((row) => row[0])).toEqual(tables(25).map((row) => `RT${row.tableNo}`));
    expect(rows.at(-1)).toEqual(["Total", "36,435", "₹37,50,000"]);
    expect(html).toContain('<nav aria-label="Pages of strength of the tables"');
    expect(textOf(html)).toContain("Page 1 of 2");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
  });

  it("groups the page count in the caption the Indian way", () => {
    const html = renderToStaticMarkup(
      <ReportTable
        caption="Strength of the tables"
        columns={COLUMNS}
        rows={tables(1234)}
        rowKey={(row) => row.tableNo}
        empty=""
        pageSize={1}
      />,
    );
    expect(html).toMatch(/<caption[^>]*>Strength of the tables, page 1 of 1,234<\/caption>/);
  });

  it("says what its empty state says when there are no rows, with no table", () => {
    const html = render([]);
    expect(textOf(html)).toContain("No table has members this year.");
    expect(html).not.toContain("<table");
  });
});

describe("ReportSection", () => {
  it("heads the section with the report's title, and offers its CSV named after it", () => {
    const html = renderToStaticMarkup(
      <ReportSection report="strength" description="Members of each table today." csv={async () => null}>
        <p>the report</p>
      </ReportSection>,
    );
    expect(html).toMatch(/<section id="strength" aria-labelledby="strength-title"/);
    expect(html).toMatch(/<h2 id="strength-title"[^>]*>Strength<\/h2>/);
    expect(textOf(html)).toContain("Members of each table today.");
    expect(html).toMatch(/<button[^>]*>Download CSV<span class="sr-only"> of the strength<\/span><\/button>/);
    expect(html).toContain("<p>the report</p>");
  });

  it("offers no CSV where the API has none", () => {
    const html = renderToStaticMarkup(
      <ReportSection report="nationalConvenors">
        <p>the report</p>
      </ReportSection>,
    );
    expect(html).toMatch(/<h2 id="national-convenors-title"[^>]*>National office bearers<\/h2>/);
    expect(html).not.toContain("Download CSV");
  });
});

describe("Loaded", () => {
  const show = (load: { value: string | null; error: string | null }) =>
    renderToStaticMarkup(
      <Loaded load={{ ...load, retry: () => {} }} what="strength report">
        {(value) => <p>{value}</p>}
      </Loaded>,
    );

  it("shows the report once loaded, a skeleton while it loads, and why it failed with Retry", () => {
    expect(show({ value: "42 tables", error: null })).toBe("<p>42 tables</p>");
    expect(show({ value: null, error: null })).toContain("Loading the strength report");
    const failed = show({ value: null, error: "The server is down." });
    expect(textOf(failed)).toContain("The strength report could not be loaded.");
    expect(textOf(failed)).toContain("The server is down.");
    expect(failed).toMatch(/<button[^>]*>Retry<\/button>/);
  });
});

describe("personName", () => {
  it("puts the title before the name when there is one", () => {
    expect(personName({ title: "Mr.", name: "Ravi Rao" })).toBe("Mr. Ravi Rao");
    expect(personName({ title: null, name: "Devi Desk" })).toBe("Devi Desk");
  });
});
