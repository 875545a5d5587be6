// @database-independent
// The age-proof list's rejection: deleteageproof mails the reason only to a member with an e-mail
// address (the rejection is logged either way), so the dialog, its prompt for a reason and the
// notice after it promise a mail only then. The sign-up refusal's prompt follows the same rule.
import { rejectedText, rejectQuestion } from "@/components/manage/age-proof-list";
import { reasonPrompt } from "@/components/manage/reason-dialog";
import { adminMember } from "./admin-member";

const member = { ...adminMember, ageProofFileName: "ap-1.pdf" };
const noAddress = { ...member, officeEmail: null };

describe("rejecting an age proof", () => {
  it("promises the reason by mail to a member with an address", () => {
    expect(rejectQuestion(member)).toBe("The document of Ms. Devi Desk will be deleted, and they will be mailed the reason.");
    expect(rejectedText(member)).toBe("Ms. Devi Desk's age proof was deleted and they have been told why by mail.");
    expect(reasonPrompt(member)).toBe("Give the reason (at least 3 characters); the member receives it by mail.");
  });

  it("promises no mail to a member without one", () => {
    expect(rejectQuestion(noAddress)).toBe("The document of Ms. Devi Desk will be deleted.");
    expect(rejectedText(noAddress)).toBe("Ms. Devi Desk's age proof was deleted.");
    expect(reasonPrompt(noAddress)).toBe("Give the reason (at least 3 characters); it is kept in the admin log.");
  });
});
