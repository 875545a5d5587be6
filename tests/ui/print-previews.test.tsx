// @database-independent
// The dashboard's print previews (components/dashboard/print-previews.tsx): loading, failed with
// Retry, empty, and the list with each application's number, title, state, stages submitted and
// its print preview's link, with page buttons past 10. useLoad answers from `loaded`.
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import { PrintPreviews } from "@/components/dashboard/print-previews";
import type { TDashboardPrintPreviews } from "@/lib/dashboard/print-previews";

let loaded: { value: TDashboardPrintPreviews | null; error: string | null } = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({ loading: !loaded.value && !loaded.error, ...loaded, errorStatus: null, retry: () => undefined }),
}));

type TItem = TDashboardPrintPreviews["applications"][number];
const item = (id: number, more: Partial<TItem> = {}): TItem => ({
  id,
  applicationNo: `TPA-202526-000${id}`,
  title: `Well ${id}`,
  yearString: "2025-26",
  state: "UNDER_REVIEW",
  stateLabel: "Under national review",
  stageCount: 6,
  submittedStages: [
    { name: "Application", submittedAt: "2026-05-01T06:00:00.000Z" },
    { name: "Area recommendation", submittedAt: "2026-05-02T06:00:00.000Z" },
  ],
  href: `/projects/tableprojectapplicationpreviewforpdf/${id}/${id * 10}/pdf`,
  ...more,
});
const reply = (applications: TItem[], total = applications.length): TDashboardPrintPreviews => ({
  stat: 1,
  unit: { kind: "table", no: 2 },
  total,
  applications,
});
const render = () => renderToStaticMarkup(<PrintPreviews unitName="Table 2" />);

describe("PrintPreviews", () => {
  it("says it is loading, then what failed with Retry", () => {
    loaded = { value: null, error: null };
    expect(textOf(render())).toContain("Loading your unit's applications");
    loaded = { value: null, error: "Server down" };
    const failed = textOf(render());
    expect(failed).toContain("Your unit's applications could not be loaded.");
    expect(failed).toContain("Retry");
  });

  it("says when the table has no applications", () => {
    loaded = { value: reply([]), error: null };
    const text = textOf(render());
    expect(text).toContain("Applications of Table 2 to print");
    expect(text).toContain("Table 2 has no applications yet.");
  });

  it("lists each application with its state, the stages submitted and its print preview", () => {
    loaded = {
      value: reply([item(1), item(2, { state: "DRAFT", stateLabel: "Draft", submittedStages: [] })], 12),
      error: null,
    };
    const markup = render();
    const text = textOf(markup);
    expect(text).toContain("Applications of Table 2 to print(12)");
    expect(text).toContain("TPA-202526-0001Well 1 · 2025-26Under national review · submitted: Application, Area recommendation");
    expect(text).toContain("Draft · nothing submitted yet: the preview shows the answers saved so far");
    expect(markup).toContain('href="/projects/tableprojectapplicationpreviewforpdf/1/10/pdf"');
    expect(text).toContain("Print preview of TPA-202526-0002");
    expect(text).toContain("Page 1 of 2");
  });
});
