// @database-independent
// A row of the secretariat's member list (/manage/manageuserbyadmin). "Password link" mails the
// member a link: for a member without an e-mail address it is disabled, and the row says why, next
// to it and as its accessible description. A closed account (a refused sign-up) can be re-opened;
// a member an Admin un-approved is no sign-up waiting, and their access can be restored.
import { adminMember as member, memberRowMarkup } from "./admin-member";

/** The attributes of the button whose text is `label`. */
const buttonAttributes = (html: string, label: string) => {
  const match = new RegExp(`<button([^>]*)>${label}</button>`).exec(html);
  if (!match) throw new Error(`no button ${label} in ${html}`);
  return match[1]!;
};

describe("a member row's Password link", () => {
  it("is disabled for a member without an e-mail address, described by the visible reason beside it", () => {
    const html = memberRowMarkup({ ...member, officeEmail: null });
    const attributes = buttonAttributes(html, "Password link");
    expect(attributes).toContain('disabled=""');
    expect(attributes).toContain('aria-label="Send Ms. Devi Desk a password link"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(attributes)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toMatch(new RegExp(`<span id="${describedBy}"[^>]*>No e-mail address</span>`));
  });

  it("is enabled, with no such reason, for a member with an address", () => {
    const html = memberRowMarkup(member);
    const attributes = buttonAttributes(html, "Password link");
    expect(attributes).not.toContain('disabled=""');
    expect(attributes).not.toContain("aria-describedby");
    expect(html).not.toContain("No e-mail address");
  });
});

describe("a member row's Re-open and approve", () => {
  it("is offered for a closed account (a refused sign-up) only", () => {
    const closed = memberRowMarkup({ ...member, isApproved: false, isActive: false });
    expect(buttonAttributes(closed, "Re-open and approve")).toContain('aria-label="Re-open and approve Ms. Devi Desk"');
    expect(memberRowMarkup(member)).not.toContain("Re-open and approve");
    expect(memberRowMarkup({ ...member, isApproved: false })).not.toContain("Re-open and approve");
  });
});

describe("a member row not approved", () => {
  const stateBadge = (html: string) => /<td[^>]*><span[^>]*>(Un-approved|Waiting for approval)<\/span><\/td>/.exec(html)?.[1];

  it("of a member approved once (un-approved by an Admin) says Un-approved and offers Restore access", () => {
    const html = memberRowMarkup({ ...member, isApproved: false });
    expect(stateBadge(html)).toBe("Un-approved");
    expect(buttonAttributes(html, "Restore access")).toContain('aria-label="Restore access of Ms. Devi Desk"');
  });

  it("of a sign-up never approved says Waiting for approval, with no Restore access", () => {
    const html = memberRowMarkup({ ...member, isApproved: false, everApproved: false });
    expect(stateBadge(html)).toBe("Waiting for approval");
    expect(html).not.toContain("Restore access");
    expect(memberRowMarkup(member)).not.toContain("Restore access");
    expect(memberRowMarkup({ ...member, isApproved: false, isActive: false })).not.toContain("Restore access");
  });
});

describe("a member row blocked by failed log-ins", () => {
  const blocked = { ...member, loginBlockedUntil: "2026-11-30T09:15:00.000Z" };

  it("says until when (India's time) and offers Lift block", () => {
    const html = memberRowMarkup(blocked);
    expect(html).toContain("Log-in blocked by failed attempts until 2:45 pm IST");
    expect(buttonAttributes(html, "Lift block")).toContain('aria-label="Lift the log-in block of Ms. Devi Desk"');
  });

  it("offers no Lift block when locked (Unlock lifts it too), nor without a block", () => {
    const locked = memberRowMarkup({ ...blocked, isLocked: true });
    expect(locked).toContain("Log-in blocked by failed attempts");
    expect(locked).not.toContain("Lift block");
    expect(memberRowMarkup(member)).not.toContain("Log-in blocked");
    expect(memberRowMarkup(member)).not.toContain("Lift block");
  });
});
