// @database-independent
// The list of applications the review queue, the table projects view and the member's own list
// share (components/projects/application-list.tsx), rendered on its own with a page the screen
// loaded and the cells a screen draws: loading, failed with Retry, empty with the screen's reason,
// or a captioned table a row per application (its number a link to its open stage, "Table 3" or
// "Circle 5", the day of its last change dd/mm/yyyy in India) with page buttons when there are
// more than 20.
import { renderToStaticMarkup } from "react-dom/server";
import { istDay } from "@/lib/india-time";
import { ApplicationSearch, ApplicationsTable, UnitCell } from "@/components/projects/application-list";
import { ApplicationNumberCell } from "@/components/projects/application-number-cell";
import { openStageHref } from "@/components/projects/applications-screen";
import type { TApplicationView } from "@/components/projects/project-types";
import type { TReviewPage } from "@/components/projects/queries-api";
import { applicationView } from "@/tests/helpers/application-view";
import { textOf } from "@/tests/helpers/markup-text";
import { onlyTableOf, tablesOf } from "@/tests/helpers/table-cells";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

const OPEN_STAGE = [{ id: 7, name: "Application", filledBy: "TABLE", state: "OPEN" }] as TApplicationView["stages"];
const HEADINGS = ["Number", "Table / circle", "Title", "Last change", ""];

const page = (applications: TApplicationView[], total = applications.length): TReviewPage => ({
  tableProjectApplications: applications,
  total,
  counts: {},
});

const render = ({
  value = null,
  error = null,
  pageNo = 0,
  loading = false,
}: { value?: TReviewPage | null; error?: string | null; pageNo?: number; loading?: boolean } = {}) => {
  const markup = renderToStaticMarkup(
    <ApplicationsTable
      value={value}
      loading={loading}
      error={error}
      retry={() => undefined}
      emptyDescription="No application matches this year and search."
      caption="All applications"
      headings={HEADINGS}
      cells={(application) => (
        <>
          <ApplicationNumberCell applicationNo={application.applicationNo} href={openStageHref(application)} roles={["TEX-C"]} />
          <UnitCell application={application} />
          <td>{application.title}</td>
          <td>{istDay(application.stateChangedAt)}</td>
          <td>
            <button type="button">
              Open<span className="sr-only"> {application.applicationNo}</span>
            </button>
          </td>
        </>
      )}
      page={pageNo}
      onPage={() => undefined}
    />,
  );
  expectValidTableNesting(markup);
  return markup;
};

describe("ApplicationsTable", () => {
  it("shows a captioned table, a row per application with the screen's cells, in the order loaded", () => {
    const html = render({
      value: page([
        applicationView(12, { stages: OPEN_STAGE, stateChangedAt: "2026-11-23T19:00:00.000Z" }),
        applicationView(4, { tableNo: null, circleNo: 5, title: "Solar lamps" }),
      ]),
    });
    const table = onlyTableOf(html);
    expect(table.caption).toBe("All applications");
    expect(table.headings).toEqual(["Number", "Table / circle", "Title", "Last change", "Actions"]);
    // 19:00 UTC on the 23rd is past midnight in India: the 24th.
    expect(table.rows).toEqual([
      ["TPA-2026-12", "Table 3", "Well 12", "24/11/2026", "Open TPA-2026-12"],
      ["TPA-2026-4", "Circle 5", "Solar lamps", "01/05/2026", "Open TPA-2026-4"],
    ]);
    expect(html).toContain('<caption class="sr-only">All applications</caption>');
    expect(html).toContain('<th scope="col" class="px-3 py-2 font-medium"><span class="sr-only">Actions</span></th>');
    expect(html).toContain('<a class="text-brand-700 underline" href="/projects/tableprojectapplication/12/7">TPA-2026-12</a>');
    // Without a stage to open, the number is text.
    expect(html).not.toContain('href="/projects/tableprojectapplication/4/');
    expect(html).toContain('<div class="relative overflow-x-auto');
    expect(html).toMatch(/<div [^>]*tabindex="0" role="region" aria-label="All applications">/);
  });

  it("keeps the last page's rows while the next loads, dimmed and busy for screen readers", () => {
    const html = render({ value: page([applicationView(12)], 45), pageNo: 1, loading: true });
    expect(onlyTableOf(html).rows).toHaveLength(1);
    expect(html).toMatch(
      /<div class="[^"]*opacity-60[^"]*" aria-busy="true" tabindex="0" role="region" aria-label="All applications">/,
    );
    const loaded = render({ value: page([applicationView(12)], 45), pageNo: 1 });
    expect(loaded).not.toContain("aria-busy");
    expect(loaded).toMatch(/<div class="relative overflow-x-auto[^"]*bg-white" tabindex="0" role="region"/);
  });

  it("shows no page buttons for one page of 20", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => applicationView(index + 1));
    const html = render({ value: page(twenty) });
    expect(onlyTableOf(html).rows).toHaveLength(20);
    expect(html).not.toContain("Pages of applications");
  });

  it("shows the page's place among the pages of 20, Previous and Next enabled between the ends", () => {
    const html = render({ value: page([applicationView(21)], 45), pageNo: 1 });
    expect(html).toContain('<nav aria-label="Pages of applications"');
    expect(textOf(html)).toContain("Page 2 of 3");
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>(Previous|Next)<\/button>/);
    const last = render({ value: page([applicationView(41)], 45), pageNo: 2 });
    expect(textOf(last)).toContain("Page 3 of 3");
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
    expect(last).not.toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
  });

  it("says there are none, with the screen's reason, and draws no table", () => {
    const html = render({ value: page([]) });
    expect(textOf(html)).toContain("No applications here");
    expect(textOf(html)).toContain("No application matches this year and search.");
    expect(tablesOf(html)).toEqual([]);
    expect(html).not.toContain("Pages of applications");
  });

  it("shows a skeleton while the first page loads, and no table", () => {
    const html = render();
    expect(html).toContain('<div role="status" aria-busy="true"');
    expect(textOf(html)).toContain("Loading the applications");
    expect(tablesOf(html)).toEqual([]);
    expect(textOf(html)).not.toContain("No applications here");
  });

  it("says why the page could not be loaded, with Retry, and keeps the page it had", () => {
    const failed = render({ error: "The server is down." });
    expect(failed).toContain('<div role="alert">');
    expect(textOf(failed)).toContain("The applications could not be loaded.");
    expect(textOf(failed)).toContain("The server is down.");
    expect(failed).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
    expect(failed).not.toContain("Loading the applications");
    const kept = render({ value: page([applicationView(3)]), error: "The server is down." });
    expect(onlyTableOf(kept).rows[0]![0]).toBe("TPA-2026-3");
    expect(textOf(kept)).toContain("The server is down.");
  });
});

describe("ApplicationSearch", () => {
  it("holds the screen's filter, then the words it was opened with, then Search", () => {
    const html = renderToStaticMarkup(
      <ApplicationSearch initialWords="well" onSearch={() => undefined}>
        <label>
          Year <select />
        </label>
      </ApplicationSearch>,
    );
    expect(html).toMatch(/^<form [^>]*role="search" aria-label="Applications">/);
    expect(textOf(html)).toMatch(/^Year .*Number or title.*Search$/);
    expect(html).toMatch(/<input[^>]*value="well"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
  });
});
