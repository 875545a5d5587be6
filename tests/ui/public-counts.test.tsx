// @database-independent
// The public pages' counts of projects are grouped the Indian way, as the members' screens write
// theirs (formatCount): "1,234 projects", "1,23,456 projects", never "123456 projects".
import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import TableProjectsPage from "@/app/(public)/(site)/projects/tableprojects/page";
import TableProjectsOfTablePage from "@/app/(public)/(site)/projects/tableprojects/[action]/page";
import { GalleryYearView } from "@/components/gallery/gallery-year-view";

/** The total the search answers (its rows are left out: only the count line is looked at). */
let total = 0;
jest.mock("@/lib/projects/table-projects", () => ({
  ...jest.requireActual<typeof import("@/lib/projects/table-projects")>("@/lib/projects/table-projects"),
  searchTableProjects: async () => ({ tableProjects: [], total }),
}));
jest.mock("@/lib/db/client", () => ({
  getDb: async () => ({ table: { findUnique: async () => ({ name: "Madras Round Table 7", logoFileName: null }) } }),
}));

const markupOf = (element: unknown) => {
  if (!isValidElement(element)) throw new Error("not an element");
  return renderToStaticMarkup(element as ReactElement);
};

const searchPage = async () => markupOf(await TableProjectsPage({ searchParams: Promise.resolve({}) }));
const tablePage = async () =>
  markupOf(await TableProjectsOfTablePage({ params: Promise.resolve({ action: "7" }), searchParams: Promise.resolve({}) }));
const galleryYear = (count: number) =>
  renderToStaticMarkup(<GalleryYearView year={202223} page={1} projects={[]} total={count} totalPages={1} />);

describe.each([
  [1234, "1,234 projects"],
  [123456, "1,23,456 projects"],
])("a count of %i", (count, text) => {
  beforeEach(() => {
    total = count;
  });

  it(`is written "${text}" on the table projects search`, async () => {
    expect(await searchPage()).toContain(text);
  });

  it(`is written "${text}" on a table's projects`, async () => {
    expect(await tablePage()).toContain(text);
  });

  it(`is written "${text}" on a gallery year`, () => {
    expect(galleryYear(count)).toContain(`${text} completed by tables and circles in 2022-23.`);
  });
});

it("leaves small counts as they were", async () => {
  total = 15;
  expect(await searchPage()).toContain("15 projects");
  expect(galleryYear(1)).toContain("One project completed");
});
