// @database-independent
// The two office-bearer panels: a table's on its page (a list, Remove on each, an Add form whose
// roles leave out the chairman for who may not post one) and a circle's on the area postings screen
// (a table with a caption, and an Add form). Both post a member in a role; the circle's loads its
// postings (useLoad answers from `loaded`). The confirmations are Headless UI dialogs, which render
// nothing on the server.
import { renderToStaticMarkup } from "react-dom/server";
import { textOf } from "@/tests/helpers/markup-text";
import type { TCirclePostings, TUnitPosting } from "@/components/tables/area-postings-api";
import { CirclePostingsPanel } from "@/components/tables/circle-postings-panel";
import { OfficeBearersPanel } from "@/components/tables/office-bearers-panel";
import type { TOfficeBearer } from "@/components/tables/tables-api";

let loaded: { value: { url: string; data: TCirclePostings } | null; error: string | null } = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({ loading: false, ...loaded, errorStatus: null, retry: () => undefined }),
}));

const bearer = (postingId: number, role: string, fullName: string): TOfficeBearer => ({
  postingId,
  memberId: postingId + 100,
  title: "Ms.",
  fullName,
  userName: `u${postingId}`,
  role,
  year: 2026,
  yearLabel: "2026-27",
});

const options = (markup: string, label: string) => {
  const select = new RegExp(`>${label}<span aria-hidden="true".*?<select[^>]*>(.*?)</select>`).exec(markup)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((match) => match[1]);
};

describe("a table's office bearers", () => {
  const render = (props: { canEdit?: boolean; canEditChairman?: boolean; bearers?: TOfficeBearer[] } = {}) =>
    renderToStaticMarkup(
      <OfficeBearersPanel
        tableNo={7}
        year={2026}
        yearLabel="2026-27"
        bearers={props.bearers ?? [bearer(1, "TEX-C", "Asha Rao"), bearer(2, "ATEX", "Ravi Iyer")]}
        onSaved={() => undefined}
        onStale={() => undefined}
        members={[{ memberId: 5, title: null, fullName: "Dev Nair", userName: "dev" }]}
        canEdit={props.canEdit ?? true}
        canEditChairman={props.canEditChairman ?? true}
      />,
    );

  it("lists them, each with Remove named for the member and role", () => {
    const html = render();
    expect(html).toContain(
      '<section aria-labelledby="office-bearers-heading" class="space-y-4"><h2 id="office-bearers-heading" class="text-xl font-semibold text-slate-900">Office bearers 2026-27</h2>',
    );
    expect(textOf(html)).toContain("Ms. Asha Rao Chairman (TEX-C)");
    expect(html).toMatch(/<button[^>]*aria-label="Remove Asha Rao as Chairman \(TEX-C\)"[^>]*>Remove<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-label="Remove Ravi Iyer as Area table executive \(ATEX\)"[^>]*>Remove<\/button>/);
  });

  it("adds a member of the table in a role; the chairman only by who may post one", () => {
    const html = render();
    expect(html).toContain(
      '<form noValidate="" class="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]" aria-label="Add an office bearer">',
    );
    expect(options(html, "Member")).toEqual(["Choose a member", "Dev Nair (dev)"]);
    expect(options(html, "Role")).toEqual([
      "Choose a role",
      "Chairman (TEX-C)",
      "Secretary (TEX-S)",
      "Table executive (TEX)",
      "Area table executive (ATEX)",
    ]);
    expect(html).toMatch(/<button type="submit"[^>]*>Add office bearer<\/button>/);
    const limited = render({ canEditChairman: false });
    expect(options(limited, "Role")).not.toContain("Chairman (TEX-C)");
    expect(limited).not.toContain("Remove Asha Rao");
    expect(limited).toContain("Remove Ravi Iyer");
  });

  it("says when nobody holds an office, and offers no form to who may not edit", () => {
    const html = render({ bearers: [], canEdit: false });
    expect(textOf(html)).toContain("No office bearers recorded");
    expect(textOf(html)).toContain("Nobody holds an office of this table for 2026-27 yet.");
    expect(html).not.toContain("<form");
  });
});

describe("a circle's office bearers", () => {
  const posting = (postingId: number, role: string, fullName: string, more: Partial<TUnitPosting> = {}): TUnitPosting =>
    ({
      ...bearer(postingId, role, fullName),
      tableNo: null,
      circleNo: 3,
      isActive: true,
      isApproved: true,
      ...more,
    }) as TUnitPosting;
  const circle = { circleNo: 3, circleName: "Pune" };
  const render = () => renderToStaticMarkup(<CirclePostingsPanel circle={circle} year={2026} yearLabel="2026-27" />);
  const data = (postings: TUnitPosting[]): TCirclePostings =>
    ({
      year: 2026,
      yearLabel: "2026-27",
      postings,
      candidates: [{ memberId: 9, title: "Mr.", fullName: "Om Sen", userName: "om", tableNo: null, circleNo: 3 }],
      circleNo: 3,
      circleName: "Pune",
      areaNo: 1,
      areaName: "West",
    }) as TCirclePostings;
  const url = "/api/circle/getcirclepostings/3?year=2026";

  it("shows a skeleton while loading, and the failure with Try again", () => {
    loaded = { value: null, error: null };
    expect(render()).toContain("Loading the office bearers of Circle 3: Pune");
    loaded = { value: null, error: "Down." };
    const html = render();
    expect(html).toMatch(/Down\.<button[^>]*>Try again<span class="sr-only"> to load Circle 3: Pune<\/span><\/button>/);
  });

  it("tables them, each with Remove, and adds a member of the circle in a role", () => {
    loaded = { value: { url, data: data([posting(1, "CEX", "Asha Rao", { isActive: false })]) }, error: null };
    const html = render();
    expect(html).toContain('<section aria-label="Circle 3: Pune, office bearers 2026-27"');
    expect(textOf(html)).toContain("Circle 3: Pune: office bearers 2026-27");
    expect(textOf(html)).toContain("(inactive member)");
    expect(html).toContain('<span class="sr-only"> Asha Rao as Chairperson (CEX)</span>');
    expect(html).toContain(
      'aria-label="Add an office bearer to Circle 3: Pune" class="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"',
    );
    expect(options(html, "Member")[0]).toBe("Choose a member");
    expect(options(html, "Member")[1]).toMatch(/Om Sen.* - om$/);
    expect(options(html, "Role")).toEqual(["Choose a role", "Chairperson (CEX)", "Area circle executive (ACEX)"]);
    expect(html).toMatch(/<button type="submit"[^>]*>Add<span class="sr-only"> to Circle 3: Pune<\/span><\/button>/);
  });

  it("says when nobody is posted", () => {
    loaded = { value: { url, data: data([]) }, error: null };
    expect(textOf(render())).toContain("No office bearers posted for 2026-27.");
  });
});
