// @database-independent
// The pack builder's tables (/projects/projectpacks and /projects/packstages/{id}): every pack with
// its year, kind, version, state and counts (grouped the Indian way: the counts come as numbers),
// buttons named after the pack, and links to its stages and approval mapping; a pack's stages in
// order, who fills each, its element count, Move up / Move down (not past either end), Edit and a
// link to its elements.
import { renderToStaticMarkup } from "react-dom/server";
import { PackTable } from "@/components/project-packs/pack-table";
import type { TPackStage } from "@/components/project-packs/packs-api";
import { StageTable } from "@/components/project-packs/stage-table";
import type { TPackView } from "@/components/projects/project-types";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";

/** The opening tag of the button whose accessible name (aria-label) is `name`. */
const button = (html: string, name: string) => {
  const match = new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no button named ${name} in ${html}`);
  return match[0];
};
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => [href, text!.replace(/<[^>]+>/g, "")]);

const pack = (id: number, more: Partial<TPackView> = {}): TPackView => ({
  id,
  name: "Water plants",
  year: 202627,
  yearString: "2026-27",
  description: "",
  kind: "TABLE",
  isActive: true,
  version: 1,
  previousVersionId: null,
  stageCount: 4,
  applicationCount: 12,
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...more,
});

describe("PackTable", () => {
  const render = (packs: TPackView[], busyId: number | null = null, highlightId: number | null = null) => {
    const html = renderToStaticMarkup(
      <PackTable
        packs={packs}
        busyId={busyId}
        highlightId={highlightId}
        onEdit={() => {}}
        onToggleActive={() => {}}
        onDuplicate={() => {}}
      />,
    );
    expectValidTableNesting(html);
    return html;
  };

  it("shows each pack's year, kind, version, state and counts under its column", () => {
    const html = render([
      pack(3, {
        name: "Classrooms",
        description: "Blocks for government schools",
        kind: "BOTH",
        version: 2,
        stageCount: 1500,
        applicationCount: 123456,
      }),
      pack(1, { isActive: false, kind: "CIRCLE", yearString: "2025-26", stageCount: 0, applicationCount: 0 }),
    ]);
    expect(html).toContain('<caption class="sr-only">Project packs, newest year first</caption>');
    const [head, classrooms, water] = tableRows(html);
    expect(head).toEqual(["Pack", "Year", "Kind", "Version", "Status", "Stages", "Applications", "Actions"]);
    expect(classrooms!.slice(0, 7)).toEqual([
      "Classrooms Blocks for government schools",
      "2026-27",
      "Table and circle",
      "2",
      "Active",
      "1,500",
      "1,23,456",
    ]);
    expect(water!.slice(0, 7)).toEqual(["Water plants", "2025-26", "Circle", "1", "Inactive", "0", "0"]);
  });

  it("names each button after the pack, its version too, and offers Activate for an inactive one", () => {
    const html = render([pack(3, { version: 2 }), pack(1, { name: "Classrooms", isActive: false })]);
    expect(button(html, "Edit Water plants, 2026-27 \\(version 2\\)")).toBeTruthy();
    expect(button(html, "Deactivate Water plants, 2026-27 \\(version 2\\)")).toBeTruthy();
    expect(button(html, "Duplicate Water plants, 2026-27 \\(version 2\\)")).toBeTruthy();
    expect(button(html, "Activate Classrooms, 2026-27")).toBeTruthy();
    expect(html).not.toContain('aria-label="Deactivate Classrooms');
  });

  it("links to each pack's stages and approval mapping, named after the pack", () => {
    expect(links(render([pack(3)]))).toEqual([
      ["/projects/packstages/3", "Stages of Water plants, 2026-27"],
      ["/projects/approvalelmentsmapping/3", "Approval mapping of Water plants, 2026-27"],
    ]);
  });

  it("marks the pack whose state is being saved as busy, and the one just made", () => {
    const html = render([pack(3), pack(1, { name: "Classrooms" })], 1, 3);
    expect(button(html, "Deactivate Classrooms, 2026-27")).toContain('aria-busy="true"');
    expect(button(html, "Deactivate Water plants, 2026-27")).not.toContain("aria-busy");
    expect(html).toMatch(/<tr class="bg-amber-50"><th scope="row"[^>]*>Water plants/);
    expect(html).not.toMatch(/<tr class="bg-amber-50"><th scope="row"[^>]*>Classrooms/);
  });
});

const stage = (id: number, name: string, more: Partial<TPackStage> = {}): TPackStage => ({
  id,
  packId: 3,
  name,
  filledBy: "TABLE",
  position: id,
  elementCount: 5,
  ...more,
});

describe("StageTable", () => {
  const render = (stages: TPackStage[]) => {
    const html = renderToStaticMarkup(<StageTable stages={stages} onMove={() => {}} onEdit={() => {}} />);
    expectValidTableNesting(html);
    return html;
  };
  const stages = [
    stage(11, "Proposal"),
    stage(12, "Area review", { filledBy: "AREA_CHAIRMAN", elementCount: 0 }),
    stage(13, "Trust sanction", { filledBy: "TRUST", elementCount: 1200 }),
  ];

  it("numbers the stages in order, with who fills each and its element count", () => {
    const html = render(stages);
    expect(html).toContain('<caption class="sr-only">The pack&#x27;s stages, in order</caption>');
    expect(tableRows(html).map((row) => row.slice(0, 4))).toEqual([
      ["Order", "Stage", "Filled by", "Elements"],
      ["1", "Proposal", "The table or circle", "5"],
      ["2", "Area review", "The area chairman", "0"],
      ["3", "Trust sanction", "The trust", "1,200"],
    ]);
  });

  it("offers Move up and Move down named after the stage, not past the first or the last", () => {
    const html = render(stages);
    expect(button(html, "Move up: Proposal")).toContain('disabled=""');
    expect(button(html, "Move down: Proposal")).not.toContain('disabled=""');
    expect(button(html, "Move up: Area review")).not.toContain('disabled=""');
    expect(button(html, "Move down: Area review")).not.toContain('disabled=""');
    expect(button(html, "Move up: Trust sanction")).not.toContain('disabled=""');
    expect(button(html, "Move down: Trust sanction")).toContain('disabled=""');
    expect(button(html, "Edit Area review")).not.toContain('disabled=""');
  });

  it("links to each stage's elements, named after the stage", () => {
    expect(links(render(stages))).toEqual([
      ["/projects/stageelements/11", "Elements of Proposal"],
      ["/projects/stageelements/12", "Elements of Area review"],
      ["/projects/stageelements/13", "Elements of Trust sanction"],
    ]);
  });
});
