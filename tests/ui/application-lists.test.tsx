// @database-independent
// The national review queue (/projects/manageprojectapplications) and the table projects view
// (/projects/tableprojectsview) list applications the same way: a search by number or title after
// their own filter, then the list loading, failed (with Retry), empty, or as a table 20 a page, with
// page buttons. Each screen is rendered with what it loaded (useLoad answers from `loaded`).
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import { applicationView } from "@/tests/helpers/application-view";
import type { TApplicationView } from "@/components/projects/project-types";
import type { TReviewPage } from "@/components/projects/queries-api";
import { ReviewQueueScreen } from "@/components/projects/review-queue-screen";
import { TableProjectsView } from "@/components/projects/table-projects-view";

let loaded: { value: TReviewPage | null; error: string | null } = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: (key: string) => ({
    loading: false,
    // The review queue's open queries load too: none.
    ...(key.startsWith("queries-") ? { value: { projectQueries: [], total: 0 }, error: null } : loaded),
    errorStatus: null,
    retry: () => undefined,
  }),
}));

const application = applicationView;
const page = (applications: TApplicationView[], total = applications.length): TReviewPage => ({
  tableProjectApplications: applications,
  total,
  counts: { UNDER_REVIEW: total },
});

const review = () => renderToStaticMarkup(<ReviewQueueScreen canReview roles={["NPC"]} />);
const overview = (props: { q?: string; group?: "sanctioned" } = {}) =>
  renderToStaticMarkup(<TableProjectsView roles={["NPC"]} years={[{ year: 2026, yearString: "2026-27" }]} {...props} />);
const headings = (markup: string) => [...markup.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]);

describe.each([
  ["the review queue", review, "State"],
  ["the table projects view", () => overview(), "Year"],
])("%s", (_, render, filter) => {
  it("searches by number or title after its own filter", () => {
    loaded = { value: null, error: null };
    const html = render();
    expect(html).toMatch(/<form class="flex flex-wrap items-end gap-3" role="search" aria-label="Applications">/);
    expect(textOf(html)).toMatch(new RegExp(`${filter}.*Number or title.*Search`));
    expect(html).toMatch(/<input[^>]*maxLength="100"/);
    expect(html).toContain("Loading the applications");
  });

  it("says why the list could not be loaded, with Retry", () => {
    loaded = { value: null, error: "The server is down." };
    const html = render();
    expect(textOf(html)).toContain("The applications could not be loaded.");
    expect(textOf(html)).toContain("The server is down.");
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).not.toContain("Loading the applications");
  });

  it("shows a table of a page, with page buttons", () => {
    loaded = { value: page([application(1), application(2, { tableNo: null, circleNo: 5 })], 45), error: null };
    const html = render();
    expect(html).toContain('<td class="px-3 py-2 whitespace-nowrap">Table 3</td>');
    expect(html).toContain('<td class="px-3 py-2 whitespace-nowrap">Circle 5</td>');
    expect(html).toContain("TPA-2026-2");
    expect(html).toContain('<nav aria-label="Pages of applications"');
    expect(textOf(html)).toContain("Page 1 of 3");
  });
});

describe("the review queue", () => {
  it("has a column per fact and a last one of actions", () => {
    loaded = { value: page([application(1)]), error: null };
    const html = review();
    expect(html).toContain('<caption class="sr-only">Applications in the review queue</caption>');
    expect(headings(html)).toEqual([
      "Number",
      "Title",
      "Table / circle",
      "Area",
      "State",
      "Waiting on",
      "Review time",
      '<span class="sr-only">Actions</span>',
    ]);
    expect(html).toContain("1.5 days");
    expect(html).toContain('Raise query<span class="sr-only"> on TPA-2026-1</span>');
  });

  it("says when nothing matches", () => {
    loaded = { value: page([]), error: null };
    const text = textOf(review());
    expect(text).toContain("No applications here");
    expect(text).toContain("No application matches this state and search.");
  });
});

describe("the table projects view", () => {
  it("names its table by the group shown", () => {
    loaded = { value: page([application(1)]), error: null };
    const html = overview({ group: "sanctioned" });
    expect(html).toContain('<caption class="sr-only">Applications: Sanctioned and paying</caption>');
    expect(headings(html)).toEqual(["Number", "Table / circle", "Pack and title", "State", "Last change"]);
    expect(textOf(html)).toContain("Water (2026-27)Well 1");
    expect(overview()).toContain('<caption class="sr-only">All applications</caption>');
  });

  it("says why nothing is shown: the search, the group, or no application at all", () => {
    loaded = { value: page([]), error: null };
    expect(textOf(overview({ q: "well" }))).toContain("No application matches this year and search.");
    expect(textOf(overview({ group: "sanctioned" }))).toContain("No application is in this group now.");
    expect(textOf(overview())).toContain("No table or circle has started an application yet.");
  });
});
