// @database-independent
// The members' screens that load their counts write them grouped the Indian way (formatCount):
// the review queue's states, the open queries, the table projects view's tiles, "Waiting for you",
// /tablelogos, the helpdesk tabs and the page buttons. Each screen is rendered with what it loaded
// (useLoad answers from `loaded`, by the start of its key).
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import { WaitingForMe } from "@/components/projects/waiting-for-me";
import { QueriesScreen } from "@/components/projects/queries-screen";
import { ReviewQueueScreen } from "@/components/projects/review-queue-screen";
import { TableProjectsView } from "@/components/projects/table-projects-view";
import { PageButtons } from "@/components/ui/page-buttons";
import { RequestTabs } from "@/components/service-requests/request-tabs";
import type { TServiceRequestList } from "@/components/service-requests/use-service-request-list";
import { TableLogosScreen } from "@/components/tables/table-logos-screen";
import type { TTableItem } from "@/components/tables/tables-api";

const loaded = new Map<string, unknown>();
jest.mock("@/components/shared/use-load", () => ({
  useLoad: (key: string) => {
    const prefix = [...loaded.keys()].find((start) => key.startsWith(start));
    return {
      loading: prefix === undefined,
      value: prefix === undefined ? null : loaded.get(prefix),
      error: null,
      errorStatus: null,
      retry: () => undefined,
      refresh: async () => null,
      change: () => undefined,
    };
  },
}));

beforeEach(() => loaded.clear());

/** The markup's text, tags left out. */

it("the review queue's state filter counts every state grouped", () => {
  loaded.set("review-", {
    tableProjectApplications: [],
    total: 0,
    counts: { UNDER_REVIEW: 123456, QUERY_RAISED: 1234, DRAFT: 10 },
  });
  loaded.set("queries-", { projectQueries: [], total: 0 });
  const markup = renderToStaticMarkup(<ReviewQueueScreen canReview roles={["NPC"]} />);
  expect(markup).toContain("All states (1,24,700)");
  expect(markup).toContain("(1,23,456)</option>");
  expect(markup).toContain("(1,234)</option>");
  expect(markup).toContain("(10)</option>");
});

it("the open queries say how many are open, grouped", () => {
  loaded.set("queries-", { projectQueries: [], total: 123456 });
  expect(textOf(renderToStaticMarkup(<QueriesScreen canReply={false} canClose />))).toContain(
    "1,23,456 open queries; the oldest waiting first.",
  );
});

it("the table projects view's tiles show grouped counts", () => {
  loaded.set("tableprojectsview-", { tableProjectApplications: [], total: 0, counts: { COMPLETED: 123456, REJECTED: 1234 } });
  const text = textOf(renderToStaticMarkup(<TableProjectsView roles={["User"]} years={[]} />));
  expect(text).toContain("All applications1,24,690");
  expect(text).toContain("Completed1,23,456");
  expect(text).toContain("Rejected1,234");
});

it("Waiting for you counts its steps grouped", () => {
  const item = {
    kind: "vote",
    applicationId: 1,
    applicationNo: "TPA-2026-1",
    title: "Well",
    unit: "Table 7",
    state: "IN_CIRCULATION",
    stateLabel: "In circulation",
    since: "2026-05-01T06:00:00.000Z",
    action: "Vote",
    href: "/projects/1",
  };
  loaded.set("waiting-for-me", { total: 123456, groups: [{ kind: "vote", action: "Vote", count: 123456, items: [item] }] });
  const text = textOf(renderToStaticMarkup(<WaitingForMe />));
  expect(text).toContain("Waiting for you(1,23,456)");
  expect(text).toContain("Vote (1,23,456)");
  expect(text).toContain("Showing the 1 that have waited longest of 1,23,456.");
});

it("/tablelogos counts the tables grouped", () => {
  const table = (tableNo: number): TTableItem => ({
    tableId: tableNo,
    tableNo,
    tableName: `Round Table ${tableNo}`,
    areaNo: 1,
    areaName: "Area 1",
    city: null,
    charterDate: null,
    logoUrl: null,
    isDecharted: false,
    dechartedOn: null,
  });
  loaded.set(
    "tables",
    Array.from({ length: 1234 }, (_, i) => table(i + 1)),
  );
  expect(textOf(renderToStaticMarkup(<TableLogosScreen />))).toContain("1,234 tables");
});

it("the helpdesk tabs show grouped counts", () => {
  const list = { loading: true, error: null, items: [], nextCursor: null } as unknown as TServiceRequestList;
  const markup = renderToStaticMarkup(
    <RequestTabs
      status={1}
      onStatusChange={() => undefined}
      counts={{ 1: 123456, 0: 1234, 2: 5, 10: 0 }}
      list={list}
      selectedId={null}
      onSelect={() => undefined}
    />,
  );
  expect(markup).toContain(">1,23,456</span>");
  expect(markup).toContain(">1,234</span>");
  expect(markup).toContain(">5</span>");
});

it("the page buttons number the pages grouped (a mailing's recipients run to thousands of pages)", () => {
  const markup = renderToStaticMarkup(
    <PageButtons label="Pages of recipients" page={1233} pages={4939} onPage={() => undefined} />,
  );
  expect(textOf(markup)).toContain("Page 1,234 of 4,939");
});
