// What the secretariat's member list (./member-admin.tsx) asks before each action on a member, and
// what an unlock leaves barring them. Mail is promised only to a member with an e-mail address.
import type { TListedMember } from "./member-admin-api";
import { nameOf, type TMemberAction } from "./member-row";

/** Why a member cannot log in even when unlocked; null when unlocking lets them in. */
const barredBesidesLock = (member: TListedMember) => {
  if (!member.isActive) return "the account is closed (a refused sign-up) until it is re-opened";
  if (member.isApproved) return null;
  return member.everApproved ? "they stay un-approved until their access is restored" : "their sign-up still waits for approval";
};

export const unlockedText = (member: TListedMember) => {
  const barred = barredBesidesLock(member);
  return barred ? `unlocked but still cannot log in: ${barred}` : "unlocked";
};

/** After a block is lifted: no mail, the member is usually on the phone. */
export const unblockedText = (member: TListedMember) => {
  const barred = barredBesidesLock(member);
  return `'s log-in block has been lifted${barred ? `, but they still cannot log in: ${barred}` : ": they can log in again now"}`;
};

/** What each action asks before it is taken. */
export const MEMBER_QUESTIONS: Record<
  TMemberAction,
  { title: string; message: (member: TListedMember) => string; confirmLabel: string; confirmVariant: "primary" | "danger" }
> = {
  reset: {
    title: "Send a password link?",
    message: (member) => `${nameOf(member)} will be mailed a link to set a new password (valid one hour).`,
    confirmLabel: "Send link",
    confirmVariant: "primary",
  },
  lock: {
    title: "Lock this member?",
    message: (member) => `${nameOf(member)} will be logged out everywhere and cannot log in until unlocked.`,
    confirmLabel: "Lock",
    confirmVariant: "danger",
  },
  unlock: {
    title: "Unlock this member?",
    message: (member) => {
      const barred = barredBesidesLock(member);
      return barred
        ? `${nameOf(member)} will be unlocked but still cannot log in: ${barred}.`
        : `${nameOf(member)} will be able to log in again${member.officeEmail ? ", and will be told by mail" : ""}.`;
    },
    confirmLabel: "Unlock",
    confirmVariant: "primary",
  },
  unblock: {
    title: "Lift this member's log-in block?",
    message: (member) => {
      const barred = barredBesidesLock(member);
      const tries = `${nameOf(member)}'s failed log-ins will be forgotten, from every address`;
      return barred ? `${tries}, but they still cannot log in: ${barred}.` : `${tries}: they can log in again at once.`;
    },
    confirmLabel: "Lift block",
    confirmVariant: "primary",
  },
  reopen: {
    title: "Re-open and approve this account?",
    message: (member) =>
      `The sign-up of ${nameOf(member)} (${member.userName}) was refused. Re-opening approves it${member.isLocked ? " (they stay locked until unlocked)" : ": they will be able to log in"}${member.officeEmail ? " and will be told by mail" : ""}.`,
    confirmLabel: "Re-open and approve",
    confirmVariant: "primary",
  },
  restore: {
    title: "Restore this member's access?",
    message: (member) =>
      `${nameOf(member)} (${member.userName}) was un-approved. Restoring approves them again${member.isLocked ? " (they stay locked until unlocked)" : ": they will be able to log in"}${member.officeEmail ? " and will be told by mail" : ""}.`,
    confirmLabel: "Restore access",
    confirmVariant: "primary",
  },
};
