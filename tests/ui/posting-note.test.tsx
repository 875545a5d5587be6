// @database-independent
// The postings screens (areapostings' chairmen, a circle's office bearers) say why a posted member
// holds the posting in name only: an inactive member, or an account no longer approved, chairs
// nothing, and the screen must not show them as a working chairman. Their year choice says when
// next year's office bearers get their rights.
import { renderToStaticMarkup } from "react-dom/server";
import { AreaPostingsScreen } from "@/components/tables/area-postings-screen";
import { PostingNote } from "@/components/tables/posting-note";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

const note = (posting: { isActive: boolean; isApproved: boolean }) => renderToStaticMarkup(<PostingNote posting={posting} />);

describe("PostingNote", () => {
  it("says nothing of an active, approved member", () => {
    expect(note({ isActive: true, isApproved: true })).toBe("");
  });

  it("marks an unapproved account, and an inactive member (whatever their approval)", () => {
    expect(note({ isActive: true, isApproved: false })).toContain("(account not approved)");
    expect(note({ isActive: false, isApproved: true })).toContain("(inactive member)");
    expect(note({ isActive: false, isApproved: false })).toContain("(inactive member)");
  });
});

describe("the postings screens' federation-year hint", () => {
  it("says that next year's office bearers get the rights of their office on 1 July", () => {
    const html = renderToStaticMarkup(
      <AreaPostingsScreen
        areas={[{ areaNo: 1, areaName: "Area 1" }]}
        years={[
          { year: 2026, yearLabel: "2026-27" },
          { year: 2027, yearLabel: "2027-28" },
        ]}
      />,
    );
    expectValidTableNesting(html);
    expect(html).toContain("Postings of this year and the next can be changed; 1 July to 30 June.");
    expect(html).toContain("Those posted for next year get the log-in rights of their office on 1 July.");
  });
});
