// @database-independent
// One area's row of the area postings screen (its chairman of the year), pinned in every state a
// server render reaches: loading, failed with Try again, no chairman (Assign), and chairmen posted
// (Change and Remove of the first; each marked when they chair in name only), also while a reload
// runs. The Assign / Change form, the circles and the confirmation open only on a click; the closed
// confirmation (a Headless UI dialog) renders its hidden placeholder in the buttons' cell, as nothing
// but rows may be in a <tbody> (a browser would move it out, and hydration would not match). useLoad
// answers from `loaded`.
import { renderToStaticMarkup } from "react-dom/server";
import type { TAreaPostings, TUnitPosting } from "@/components/tables/area-postings-api";
import { AreaPostingsRows } from "@/components/tables/area-postings-rows";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

let loaded: { loading: boolean; value: { url: string; data: TAreaPostings } | null; error: string | null } = {
  loading: false,
  value: null,
  error: null,
};
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({ ...loaded, errorStatus: null, retry: () => undefined }),
}));

const posting = (postingId: number, fullName: string, more: Partial<TUnitPosting> = {}): TUnitPosting => ({
  postingId,
  memberId: postingId + 100,
  title: "Ms.",
  fullName,
  userName: `u${postingId}`,
  role: "AC",
  year: 2026,
  yearLabel: "2026-27",
  tableNo: 4,
  circleNo: null,
  isActive: true,
  isApproved: true,
  ...more,
});
const url = "/api/table/getareapostings/2?year=2026";
const data = (postings: TUnitPosting[]) => ({
  url,
  data: {
    year: 2026,
    yearLabel: "2026-27",
    postings,
    candidates: [{ memberId: 9, title: "Mr.", fullName: "Om Sen", userName: "om", tableNo: 4, circleNo: null }],
    areaNo: 2,
    areaName: "West",
    circles: [{ circleNo: 3, circleName: "Pune" }],
  },
});
const render = () => {
  const markup = renderToStaticMarkup(
    <AreaPostingsRows area={{ areaNo: 2, areaName: "West" }} year={2026} yearLabel="2026-27" />,
  );
  expectValidTableNesting(markup);
  return markup;
};

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
const SIZE = "focus-visible:outline-brand-700 px-3 py-1.5 text-sm";
const PRIMARY = `${BUTTON} bg-brand-700 text-white shadow-sm hover:bg-brand-800 ${SIZE}`;
const SECONDARY = `${BUTTON} bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 ${SIZE}`;
const GHOST = `${BUTTON} text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${SIZE}`;
const CELL = "px-3 py-3 align-top";

const row = (chairman: string, buttons: string) =>
  `<tbody class="border-t border-slate-200"><tr><th scope="row" class="${CELL} font-medium text-slate-900">West</th>` +
  `<td class="${CELL}">${chairman}<div aria-live="polite" aria-atomic="true" class="mt-2"></div></td>` +
  `<td class="${CELL}"><div class="flex flex-wrap gap-2">${buttons}` +
  `<button type="button" class="${GHOST}" aria-expanded="false" aria-controls="area-2-circles">Circles<span class="sr-only"> of West</span></button>` +
  `</div>` +
  '<span hidden="" style="position:fixed;top:1px;left:1px;width:1px;height:0;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border-width:0;display:none"></span>' +
  "</td></tr></tbody>";

const CHANGE_AND_REMOVE =
  `<button type="button" class="${SECONDARY}">Change<span class="sr-only"> the chairman of West</span></button>` +
  `<button type="button" class="${SECONDARY}">Remove<span class="sr-only"> Asha Rao as chairman of West</span></button>`;

describe("an area's chairman row", () => {
  it("shows a skeleton while loading, with only Circles", () => {
    loaded = { loading: true, value: null, error: null };
    expect(render()).toBe(
      row(
        '<div role="status" aria-busy="true" class="space-y-3"><span class="sr-only">Loading the chairman of West</span><div aria-hidden="true" class="animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none h-5" style="opacity:1"></div></div>',
        "",
      ),
    );
  });

  it("says why it could not be loaded, with Try again", () => {
    loaded = { loading: false, value: null, error: "Down." };
    expect(render()).toBe(
      row(
        `<span class="flex flex-wrap items-center gap-2 text-red-700">Down.<button type="button" class="${SECONDARY}">Try again<span class="sr-only"> to load West</span></button></span>`,
        "",
      ),
    );
  });

  it("offers Assign where no chairman is posted", () => {
    loaded = { loading: false, value: data([]), error: null };
    expect(render()).toBe(
      row(
        '<span class="text-slate-500">No chairman posted</span>',
        `<button type="button" class="${PRIMARY}">Assign<span class="sr-only"> the chairman of West</span></button>`,
      ),
    );
  });

  it("lists the chairmen, each marked when in name only, with Change and Remove of the first", () => {
    loaded = {
      loading: false,
      value: data([posting(1, "Asha Rao"), posting(2, "Ravi Iyer", { isActive: false })]),
      error: null,
    };
    expect(render()).toBe(
      row(
        '<span class="block text-slate-900">Ms. Asha Rao (RT4)</span><span class="block text-slate-900">Ms. Ravi Iyer (RT4)<span class="text-slate-500"> (inactive member)</span></span>',
        CHANGE_AND_REMOVE,
      ),
    );
  });

  it("keeps showing the chairman while a reload runs", () => {
    loaded = { loading: true, value: data([posting(1, "Asha Rao", { isApproved: false })]), error: null };
    expect(render()).toBe(
      row(
        '<span class="block text-slate-900">Ms. Asha Rao (RT4)<span class="text-slate-500"> (account not approved)</span></span>',
        CHANGE_AND_REMOVE,
      ),
    );
  });
});
