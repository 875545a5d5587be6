// @database-independent
// The sign-up list's refusal dialog and notices after a decision: the member is told by mail only when they have an
// e-mail address (disablelock mails nobody else; the decision is still logged).
import type { TPendingUser } from "@/components/manage/approval-api";
import { approvedText, refusedText, refuseQuestion } from "@/components/manage/pending-signup-row";

const user: TPendingUser = {
  memberId: 12,
  userName: "new.nila",
  title: null,
  fullName: "Nila New",
  tableNo: 2,
  circleNo: null,
  officeEmail: "nila@example.org",
  mobile: null,
  isLocked: false,
};

describe("the sign-up list's notices", () => {
  it("say the member was told by mail only when they have an address", () => {
    expect(approvedText(user)).toBe("Nila New has been approved and can now log in; they have been told by mail.");
    expect(refusedText(user)).toBe("Nila New's sign-up has been refused; they have been told why by mail.");
    const noAddress = { ...user, officeEmail: null, isLocked: true };
    expect(approvedText(noAddress)).toBe("Nila New has been approved (still locked).");
    expect(refusedText(noAddress)).toBe("Nila New's sign-up has been refused.");
  });

  it("the refusal dialog promises the reason by mail only to a member with an address", () => {
    expect(refuseQuestion(user)).toBe("Nila New (new.nila) will not be able to log in, and will be mailed the reason.");
    expect(refuseQuestion({ ...user, officeEmail: null })).toBe("Nila New (new.nila) will not be able to log in.");
  });
});
