// @database-independent
// The service categories table (/serviceadmin): each category's admins (title, name and table, a
// remove button named after both, e-mail and mobile as the chip's description), its open requests
// (a count, grouped the Indian way) and its median first response and resolve times; a category
// without admins says nobody is notified, and only it can be removed (with admins, Remove stays
// focusable but aria-disabled, described by why).
import { DomUtils, parseDocument } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { CategoryTable } from "@/components/service-admin/category-table";
import type { TAdminCategory, TCategoryAdmin } from "@/components/service-admin/service-admin-api";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";

const admin = (memberId: number, more: Partial<TCategoryAdmin> = {}): TCategoryAdmin => ({
  memberId,
  title: "Mr.",
  fullName: "Ravi Rao",
  tableNo: 3,
  officeEmail: "ravi.rao@example.org",
  mobile: "09840012345",
  canOpenHelpdesk: true,
  ...more,
});
const category = (serviceCategoryId: number, categoryShortName: string, more: Partial<TAdminCategory> = {}): TAdminCategory => ({
  serviceCategoryId,
  categoryShortName,
  admins: [],
  openCount: 0,
  medianFirstResponseMinutes: null,
  medianResolveMinutes: null,
  ...more,
});

const render = (categories: TAdminCategory[]) => {
  const html = renderToStaticMarkup(
    <CategoryTable categories={categories} onAddAdmin={() => {}} onRemoveAdmin={() => {}} onRemoveCategory={() => {}} />,
  );
  expectValidTableNesting(html);
  return html;
};
/** The opening tag of the button whose accessible name (aria-label) is `name`. */
const button = (html: string, name: string) => {
  const match = new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no button named ${name} in ${html}`);
  return match[0];
};
/** The lines (child elements' texts) of the element with id `id`: a tooltip. */
const linesById = (html: string, id: string) => {
  const element = DomUtils.getElementById(id, parseDocument(html).children);
  if (!element) throw new Error(`no element ${id} in ${html}`);
  return DomUtils.getChildren(element).map((line) => DomUtils.textContent(line));
};

const categories = [
  category(1, "Website", {
    admins: [admin(7), admin(8, { title: null, fullName: "Devi Desk", tableNo: null, mobile: null, officeEmail: null })],
    openCount: 1234,
    medianFirstResponseMinutes: 45,
    medianResolveMinutes: 3120,
  }),
  category(2, "Merchandise", { openCount: null, medianFirstResponseMinutes: 200 }),
];

describe("CategoryTable", () => {
  it("shows each category's admins, open requests and median times under their columns", () => {
    const html = render(categories);
    expect(html).toContain('role="region" aria-label="Service categories"');
    const rows = tableRows(html);
    expect(rows.map(([name, , open, firstResponse, resolve]) => [name, open, firstResponse, resolve])).toEqual([
      ["Category", "Open", "Median first response", "Median time to resolve"],
      ["Website", "1,234", "45 min", "2 d 4 h"],
      ["Merchandise", "—", "3 h 20 min", "—"],
    ]);
    expect(rows[0]!.slice(-1)).toEqual(["Actions"]);
    expect(html).toContain('<ul aria-label="Admins of Website"');
    expect(rows[1]![1]).not.toContain("No admins");
    expect(rows[2]![1]).toBe("+ Admin No admins: nobody is notified of its requests.");
  });

  it("describes each admin's chip by their e-mail address and Indian mobile, NA for what is missing", () => {
    const html = render(categories);
    const chips = [...html.matchAll(/<button type="button" aria-describedby="([^"]+)"[^>]*>(.*?)<\/button>/g)];
    expect(chips.map(([, id, name]) => [name!.replace(/<[^>]+>/g, " ").trim(), ...linesById(html, id!)])).toEqual([
      ["Mr. Ravi Rao RT3", "E-mail: ravi.rao@example.org", "Mobile: +91 98400 12345"],
      ["Devi Desk", "E-mail: NA", "Mobile: NA"],
    ]);
  });

  it("names the buttons to remove an admin and to add one after the admin and the category", () => {
    const html = render(categories);
    expect(button(html, "Remove Mr. Ravi Rao from Website")).toBeTruthy();
    expect(button(html, "Remove Devi Desk from Website")).toBeTruthy();
    expect(button(html, "Add an admin to Website")).toBeTruthy();
    expect(button(html, "Add an admin to Merchandise")).toBeTruthy();
  });

  it("marks an admin whose roles cannot open the helpdesk", () => {
    const html = render([category(1, "Website", { admins: [admin(7, { canOpenHelpdesk: false })] })]);
    expect(html).toMatch(/Mr\. Ravi Rao<span[^>]*>RT3<\/span><span[^>]*>cannot open the helpdesk<\/span><\/button>/);
    expect(render(categories)).not.toContain("cannot open the helpdesk");
  });

  it("lets a category without admins be removed, and says why one with admins cannot", () => {
    const html = render(categories);
    const blocked = button(html, "Remove Website");
    expect(blocked).toContain('aria-disabled="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(blocked)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(
      `<span id="${describedBy}" role="tooltip" class="sr-only">Remove its admins first: a category with admins cannot be removed.</span>`,
    );
    const free = button(html, "Remove Merchandise");
    expect(free).not.toContain('aria-disabled="');
    expect(free).not.toContain("aria-describedby");
    expect(free).not.toContain('disabled=""');
  });
});
