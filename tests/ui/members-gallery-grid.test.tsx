// @database-independent
// The members' gallery keeps the last page's (or year's) cards on screen while the next loads
// (components/gallery/members-gallery.tsx): those cards are dimmed and busy, as the applications
// tables' rows are (components/ui/stale.ts); loaded, they are neither.
import { renderToStaticMarkup } from "react-dom/server";
import { GalleryGrid } from "@/components/gallery/members-gallery";
import type { TGalleryProject } from "@/lib/content/types";

const PROJECTS: TGalleryProject[] = [1, 2].map((id) => ({
  id,
  year: 2025,
  title: `Project ${id}`,
  tableNo: `${id}`,
  tableName: `Table ${id}`,
  description: "A school toilet block.",
  coverPhoto: "",
}));

const listTag = (html: string) => /<ul[^>]*>/.exec(html)?.[0] ?? "";

test("cards kept while the next page loads are dimmed and busy; loaded ones are neither", () => {
  const stale = renderToStaticMarkup(<GalleryGrid projects={PROJECTS} stale />);
  expect(listTag(stale)).toContain('aria-busy="true"');
  expect(listTag(stale)).toMatch(/class="[^"]*opacity-60/);
  expect(stale).toContain("Project 2");

  const loaded = renderToStaticMarkup(<GalleryGrid projects={PROJECTS} stale={false} />);
  expect(listTag(loaded)).not.toContain("aria-busy");
  expect(listTag(loaded)).not.toContain("opacity-60");
  expect(loaded.match(/<li>/g)).toHaveLength(2);
});
