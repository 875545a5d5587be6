// @database-independent
// The members' dashboard beyond the grant steps (/dashboard): what else waits for the member as
// links with counts grouped the Indian way, their table or circle, and the projects in figures (a
// row for their unit when they have one, and the federation's: applications and completed counts
// grouped, sanctioned and paid in rupees as the server writes them). The figures load apart: their
// failure says so with Retry and the rest stays. useLoad answers by key from `loads`.
import { renderToStaticMarkup } from "react-dom/server";
import { DashboardOverview } from "@/components/dashboard/dashboard-overview";
import type { TDashboard, TDashboardFigures, TDashboardProjectData } from "@/lib/dashboard/dashboard";
import { formatPaise } from "@/lib/projects/element-values";
import { textOf } from "@/tests/helpers/markup-text";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";

type TLoad<T> = { value: T | null; error: string | null };
let loads: { dashboard: TLoad<TDashboard>; "dashboard-figures": TLoad<TDashboardProjectData> };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: (key: keyof typeof loads) => {
    const load = loads[key];
    return { loading: load.value === null && load.error === null, ...load, errorStatus: null, retry: () => {} };
  },
}));

const money = (paise: number) => ({ paise, text: formatPaise(paise) });
const figures = (byState: Record<string, number>, sanctioned: number, paid: number): TDashboardFigures => ({
  applicationsByState: byState,
  sanctioned: money(sanctioned),
  paid: money(paid),
});
const dashboard: TDashboard = {
  stat: 1,
  waiting: [
    { kind: "signUps", label: "Sign-ups to approve", count: 1234, href: "/manage/approvalrequest" },
    { kind: "serviceRequests", label: "Open service requests", count: 3, href: "/servicerequests" },
  ],
  unit: {
    kind: "table",
    no: 7,
    name: "Madras Round Table",
    areaNo: 2,
    areaName: "Area 2",
    charteredOn: "1990-04-01",
    decharteredOn: null,
    activeMembers: 45,
    applications: { inProgress: 2, completed: 9 },
  },
};
const projectData: TDashboardProjectData = {
  stat: 1,
  unit: figures({ DRAFT: 2, COMPLETED: 9 }, 1_25_000_00, 50_000_00),
  federation: figures({ DRAFT: 1200, UNDER_REVIEW: 34, COMPLETED: 1_22_222 }, 12_34_56_789_00, 5_00_00_000_50),
};

const render = () => renderToStaticMarkup(<DashboardOverview />);

describe("DashboardOverview", () => {
  it("links to what else waits for the member, with counts grouped the Indian way", () => {
    loads = { dashboard: { value: dashboard, error: null }, "dashboard-figures": { value: projectData, error: null } };
    const html = render();
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => [
      href,
      text!.replace(/<[^>]+>/g, "|"),
    ]);
    expect(links).toEqual([
      ["/manage/approvalrequest", "|Sign-ups to approve||1,234|"],
      ["/servicerequests", "|Open service requests||3|"],
    ]);
    expect(textOf(html)).toContain("Your table: Table 7, Madras Round Table");
  });

  it("shows the projects in figures of the member's unit and of the federation", () => {
    loads = { dashboard: { value: dashboard, error: null }, "dashboard-figures": { value: projectData, error: null } };
    const html = render();
    expectValidTableNesting(html);
    expect(html).toContain(
      '<caption class="sr-only">Project applications, completed projects, grants sanctioned and paid</caption>',
    );
    expect(tableRows(html)).toEqual([
      ["Whose", "Applications", "Completed", "Sanctioned", "Paid"],
      ["Table 7, Madras Round Table", "11", "9", "₹1,25,000", "₹50,000"],
      ["The federation", "1,23,456", "1,22,222", "₹12,34,56,789", "₹5,00,00,000.50"],
    ]);
  });

  it("shows only the federation's figures to a member of no table or circle, and nothing waiting when nothing does", () => {
    loads = {
      dashboard: { value: { ...dashboard, waiting: [], unit: null }, error: null },
      "dashboard-figures": { value: { ...projectData, unit: null }, error: null },
    };
    const html = render();
    expect(tableRows(html).map((row) => row[0])).toEqual(["Whose", "The federation"]);
    expect(html).not.toContain("Also waiting for you");
    expect(html).not.toContain("Your table");
  });

  it("says the figures could not be loaded, with Retry, and keeps the rest", () => {
    loads = { dashboard: { value: dashboard, error: null }, "dashboard-figures": { value: null, error: "The server is down." } };
    const html = render();
    expect(textOf(html)).toContain("The projects in figures could not be loaded.");
    expect(textOf(html)).toContain("The server is down.");
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).not.toContain("<table");
    expect(textOf(html)).toContain("Sign-ups to approve");
    expect(textOf(html)).toContain("Your table: Table 7, Madras Round Table");
  });

  it("says the dashboard could not be loaded, with Retry", () => {
    loads = {
      dashboard: { value: null, error: "The server is down." },
      "dashboard-figures": { value: projectData, error: null },
    };
    const html = render();
    expect(textOf(html)).toContain("Your dashboard could not be loaded.");
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).not.toContain("<table");
  });
});
