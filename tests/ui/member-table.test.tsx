// @database-independent
// The secretariat's member list (/manage/manageuserbyadmin): a table whose caption says the page,
// a row per member (name, user name and address; table or circle; area; roles; state; buttons
// named after the member), under "N members found" grouped the Indian way and above the page
// buttons; "No members match this search." when none does. The member admin screen is rendered
// with its search answered (useLoad answers from `loaded`).
import { renderToStaticMarkup } from "react-dom/server";
import type { TListedMember, TMemberListPage } from "@/components/manage/member-admin-api";
import { MemberAdmin } from "@/components/manage/member-admin";
import { MemberTable } from "@/components/manage/member-table";
import { textOf } from "@/tests/helpers/markup-text";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";
import { adminMember } from "./admin-member";

let loaded: { value: TMemberListPage | null; error: string | null } = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({
    loading: false,
    ...loaded,
    errorStatus: null,
    retry: () => {},
    refresh: async () => null,
    change: () => {},
  }),
}));

const ravi: TListedMember = {
  ...adminMember,
  memberId: 8,
  userName: "ravi.rao",
  title: "Mr.",
  fullName: "Ravi Rao",
  officeEmail: null,
  tableNo: null,
  circleNo: 5,
  areaNo: null,
  roles: ["User", "NPC"],
  isLocked: true,
};

const table = (members: TListedMember[], page = 0, pages = 1) => {
  const html = renderToStaticMarkup(
    <MemberTable members={members} page={page} pages={pages} onEdit={() => {}} onAction={() => {}} />,
  );
  expectValidTableNesting(html);
  return html;
};

describe("MemberTable", () => {
  it("shows each member under the columns, NA for what they lack", () => {
    const html = table([adminMember, ravi]);
    expect(html).toContain('role="region" aria-label="Members"');
    expect(tableRows(html)).toEqual([
      ["Member", "Table/Circle No.", "Area", "Roles", "State", "Actions"],
      ["Ms. Devi Desk devi.desk devi@example.org", "RT3", "2", "User", "Approved", "Edit Lock Password link"],
      ["Mr. Ravi Rao ravi.rao NA", "LC5", "NA", "User NPC", "Locked", "Edit Unlock Password link No e-mail address"],
    ]);
  });

  it("names each member's buttons after them", () => {
    const html = table([adminMember, ravi]);
    for (const name of ["Edit Ms. Devi Desk", "Lock Ms. Devi Desk", "Edit Mr. Ravi Rao", "Unlock Mr. Ravi Rao"]) {
      expect(html).toMatch(new RegExp(`<button[^>]*aria-label="${name}"`));
    }
  });

  it("says which page it shows, page 1 of 1 when there are none", () => {
    expect(table([adminMember], 1, 5)).toContain('<caption class="sr-only">Members, page 2 of 5</caption>');
    expect(table([], 0, 0)).toContain('<caption class="sr-only">Members, page 1 of 1</caption>');
  });
});

describe("MemberAdmin's list", () => {
  const render = () => renderToStaticMarkup(<MemberAdmin units={{ tables: [], circles: [] }} />);
  const listPage = (members: TListedMember[], total: number): TMemberListPage => ({
    members,
    total,
    page: 1,
    pageSize: 20,
    bothUnitsTotal: 0,
  });

  it("shows how many members were found, grouped the Indian way, the table and the page buttons", () => {
    loaded = { value: listPage([adminMember, ravi], 123456), error: null };
    const html = render();
    expectValidTableNesting(html);
    expect(textOf(html)).toContain("1,23,456 members found");
    expect(html).toContain('<caption class="sr-only">Members, page 1 of 6,173</caption>');
    expect(html).toContain('<nav aria-label="Pages of members"');
    expect(textOf(html)).toContain("Page 1 of 6,173");
    expect(tableRows(html).map((row) => row[0])).toEqual([
      "Member",
      "Ms. Devi Desk devi.desk devi@example.org",
      "Mr. Ravi Rao ravi.rao NA",
    ]);
  });

  it("says so when no member matches, with no table", () => {
    loaded = { value: listPage([], 0), error: null };
    const html = render();
    expect(textOf(html)).toContain("No members match this search.");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("members found");
  });
});
