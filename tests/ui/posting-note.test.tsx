// @database-independent
// The postings screens (areapostings' chairmen, a circle's office bearers) say why a posted member
// holds the posting in name only: an inactive member, or an account no longer approved, chairs
// nothing, and the screen must not show them as a working chairman.
import { renderToStaticMarkup } from "react-dom/server";
import { PostingNote } from "@/components/tables/posting-note";

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
