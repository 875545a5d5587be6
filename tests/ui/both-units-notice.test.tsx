// @database-independent
// The notice on the secretariat's member list (/manage/manageuserbyadmin) of the members in both a
// table and a circle (rows from before Member_one_unit, whose saves are refused until one unit is
// chosen): shown only while there are some, with a button that lists only them, and a way back to
// the full list while it does. Its status region is always there, so that it is announced. A
// member row in both says so, where it named the table only.
import { renderToStaticMarkup } from "react-dom/server";
import { BothUnitsNotice } from "@/components/manage/both-units-notice";
import { adminMember, memberRowMarkup } from "./admin-member";

const notice = (count: number | null, shown = false) =>
  renderToStaticMarkup(<BothUnitsNotice count={count} shown={shown} onShow={() => {}} onShowAll={() => {}} />);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

describe("the notice of members in both a table and a circle", () => {
  it("is not shown when there are none, or before the list has loaded: only the empty status region", () => {
    expect(notice(0)).toBe('<div role="status"></div>');
    expect(notice(null)).toBe('<div role="status"></div>');
  });

  it("says how many and why, as a warning inside the status region, with a button that lists only them", () => {
    const html = notice(1234);
    expect(html).toMatch(/^<div role="status"><div class="[^"]*border-amber-200/);
    expect(text(html)).toBe(
      "1,234 members are in both a table and a circle. Saving them is refused until you choose one unit: edit each and keep either the table or the circle. Show these members",
    );
    expect(buttons(html)).toEqual(["Show these members"]);
    expect(text(notice(1))).toMatch(/^1 member is in both a table and a circle\. .* Show this member$/);
  });

  it("while the list shows only them, says so and offers the way back to the full list", () => {
    const html = notice(3, true);
    expect(text(html)).toContain("3 members are in both a table and a circle.");
    expect(text(html)).toContain("The list below shows only them.");
    expect(buttons(html)).toEqual(["Show all members"]);
  });

  it("keeps the way back when the last of them has been given one unit, or the list failed to load", () => {
    expect(text(notice(0, true))).toBe("No member is in both a table and a circle now. Show all members");
    expect(notice(0, true)).toContain("bg-brand-50");
    expect(buttons(notice(null, true))).toEqual(["Show all members"]);
  });
});

describe("a member row's unit", () => {
  const unitCell = (member: typeof adminMember) => /<\/td><td class="px-4 py-3">([^<]*)<\/td>/.exec(memberRowMarkup(member))?.[1];

  it("names both units of a member in a table and a circle, and the one unit of any other", () => {
    expect(unitCell({ ...adminMember, tableNo: 3, circleNo: 1 })).toBe("RT3 and LC1");
    expect(unitCell(adminMember)).toBe("RT3");
    expect(unitCell({ ...adminMember, tableNo: null, circleNo: 2 })).toBe("LC2");
    expect(unitCell({ ...adminMember, tableNo: null })).toBe("NA");
  });
});
