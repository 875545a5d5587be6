// @database-independent
// The secretariat's "Unlock this member?" dialog: a member whom the unlock lets in is told by mail
// (updatememberbyadmin mails the unlock), but only a member with an e-mail address; one still
// barred (un-approved, refused, a waiting sign-up) is told nothing, and the dialog says why. Lifting
// a block by failed log-ins mails nothing.
import type { TListedMember } from "@/components/manage/member-admin-api";
import { MEMBER_QUESTIONS, unblockedText, unlockedText } from "@/components/manage/member-questions";
import { adminMember } from "./admin-member";

const locked: TListedMember = { ...adminMember, isLocked: true };

const unlockQuestion = (member: TListedMember) => MEMBER_QUESTIONS.unlock.message(member);

describe("the unlock dialog", () => {
  it("promises a mail only to a member with an e-mail address", () => {
    expect(unlockQuestion(locked)).toBe("Ms. Devi Desk will be able to log in again, and will be told by mail.");
    expect(unlockQuestion({ ...locked, officeEmail: null })).toBe("Ms. Devi Desk will be able to log in again.");
  });

  it("says what still bars a member the unlock does not let in", () => {
    expect(unlockQuestion({ ...locked, isApproved: false })).toBe(
      "Ms. Devi Desk will be unlocked but still cannot log in: they stay un-approved until their access is restored.",
    );
    expect(unlockedText({ ...locked, isApproved: false, everApproved: false, isActive: false })).toBe(
      "unlocked but still cannot log in: the account is closed (a refused sign-up) until it is re-opened",
    );
  });
});

describe("the lift-block dialog", () => {
  const blocked: TListedMember = { ...adminMember, loginBlockedUntil: "2026-11-30T09:15:00.000Z" };

  it("promises no mail, and says when the member still cannot log in", () => {
    expect(MEMBER_QUESTIONS.unblock.message(blocked)).toBe(
      "Ms. Devi Desk's failed log-ins will be forgotten, from every address: they can log in again at once.",
    );
    expect(MEMBER_QUESTIONS.unblock.message({ ...blocked, isApproved: false })).toBe(
      "Ms. Devi Desk's failed log-ins will be forgotten, from every address, but they still cannot log in: they stay un-approved until their access is restored.",
    );
    expect(unblockedText(blocked)).toBe("'s log-in block has been lifted: they can log in again now");
  });
});
