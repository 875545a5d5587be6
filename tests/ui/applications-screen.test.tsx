// @database-independent
// The member's applications (/projects): loading, failed (with Retry), none yet (with Start when
// they may start one), or a table of a page with Start above it and page buttons under it. The
// screen is rendered with what it loaded (useLoad answers from `loaded`).
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import { applicationView } from "@/tests/helpers/application-view";
import { ApplicationsScreen } from "@/components/projects/applications-screen";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import type { TApplicationView } from "@/components/projects/project-types";
import type { TApplicationPage } from "@/components/projects/projects-api";

let loaded: { value: TApplicationPage | null; error: string | null } = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({ loading: false, ...loaded, errorStatus: null, retry: () => undefined }),
}));

const OPEN_STAGE = [{ id: 7, name: "Application", filledBy: "TABLE", state: "OPEN" }] as TApplicationView["stages"];
const application = (id: number, more: Partial<TApplicationView> = {}) => applicationView(id, { stages: OPEN_STAGE, ...more });

const render = (canStart = true) => {
  const markup = renderToStaticMarkup(<ApplicationsScreen canStart={canStart} roles={["TEX-C"]} />);
  expectValidTableNesting(markup);
  return markup;
};
const headings = (markup: string) => [...markup.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]);
const START = '<a class="[^"]*" href="/projects/tableprojectpacks">Start an application</a>';

describe("the member's applications", () => {
  it("shows a skeleton while loading", () => {
    loaded = { value: null, error: null };
    const html = render();
    expect(html).toContain("Loading the applications");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("Start an application");
  });

  it("says only why the list could not be loaded, with Retry", () => {
    loaded = { value: null, error: "The server is down." };
    const html = render();
    expect(textOf(html)).toMatch(/^The applications could not be loaded\..*The server is down\..*Retry$/);
    expect(html).not.toContain("Start an application");
  });

  it("says there are none yet, offering Start to who may start one", () => {
    loaded = { value: { tableProjectApplications: [], total: 0 }, error: null };
    const html = render();
    expect(textOf(html)).toContain("No applications yet");
    expect(textOf(html)).toContain("Applications of your table or circle appear here once started.");
    expect(html).toMatch(new RegExp(START));
    expect(html).not.toContain("<table");
    expect(render(false)).not.toContain("Start an application");
  });

  it("shows a table of a page, Start above it and page buttons under it", () => {
    loaded = {
      value: {
        tableProjectApplications: [
          application(1),
          application(2, { tableNo: null, circleNo: 5, state: "DRAFT", stateLabel: "Draft" }),
        ],
        total: 45,
      },
      error: null,
    };
    const html = render();
    expect(html).toMatch(
      new RegExp(
        `^<div class="space-y-4"><div class="flex justify-end">${START}</div><div class="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded-lg border border-slate-200 bg-white" tabindex="0" role="region" aria-label="Project applications"><table class="w-full text-left text-sm"><caption class="sr-only">Project applications</caption><thead class="bg-slate-50 text-slate-600"><tr>`,
      ),
    );
    expect(headings(html)).toEqual(["Number", "Title", "Pack", "Table / circle", "State", "Started"]);
    expect(html).toContain('<tbody class="divide-y divide-slate-100"><tr>');
    expect(html).toContain('<a class="text-brand-700 underline" href="/projects/tableprojectapplication/1/7">TPA-2026-1</a>');
    expect(html).toContain('<td class="px-3 py-2">Water (2026-27)</td>');
    expect(html).toContain('<td class="px-3 py-2 whitespace-nowrap">Table 3</td>');
    expect(html).toContain('<td class="px-3 py-2 whitespace-nowrap">Circle 5</td>');
    expect(textOf(html)).toMatch(/Under review.*Draft/);
    expect(html).toMatch(/<\/table><\/div><nav aria-label="Pages of applications"/);
    expect(textOf(html)).toContain("Page 1 of 3");
    expect(render(false)).toMatch(/^<div class="space-y-4"><div class="relative overflow-x-auto/);
  });
});
