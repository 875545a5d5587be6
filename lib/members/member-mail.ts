// Mail to a member about a decision of the secretariat (sign-up approved or refused, age proof
// refused, an account unlocked). Queued in the same transaction as the decision (lib/jobs), so a
// mail exists only for a change that committed, survives a restart, and is sent once by the job
// queue.
import { z } from "zod";
import type { Prisma } from "../db/generated/client";
import { enqueueJob, type TJobInfo } from "../jobs/queue";
import { escapeHtml } from "../mail/html";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";

export const MEMBER_MAIL_JOB = "member-mail.send";

const ZMemberMail = z.object({ to: z.string(), subject: z.string(), lines: z.array(z.string()) });
export type TMemberMail = z.infer<typeof ZMemberMail>;

/** Queues the mail in `tx`; nothing when the member has no address (the log still records the decision). */
export const queueMemberMail = async (tx: Prisma.TransactionClient, mail: { to: string | null } & Omit<TMemberMail, "to">) => {
  if (!mail.to) return false;
  return enqueueJob(MEMBER_MAIL_JOB, { to: mail.to, subject: mail.subject, lines: mail.lines }, { db: tx, maxAttempts: 5 });
};

/**
 * The job (lib/jobs/definitions.ts): one message, as text and as simple HTML paragraphs. Keyed by the
 * job: a run given back at a stop while SMTP was slow, and run again, does not send it twice.
 */
export const runMemberMailJob = async (payload: unknown, job: TJobInfo) => {
  const { to, subject, lines } = ZMemberMail.parse(payload);
  const html = lines
    .join("\n")
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  await sendMail({ to, subject, text: lines.join("\n"), html }, { key: `job:${job.id}` });
};

/** "Dear <name>," and the lines, signed by the secretariat. */
export const letter = (fullName: string, lines: string[]) => [
  `Dear ${fullName},`,
  "",
  ...lines,
  "",
  "With regards,",
  "The Secretariat",
];

/**
 * Mail to the address a change of the member's details replaces or removes (nothing when there was
 * none, or only its letter case changed). Password-reset links go to the new address from then on,
 * so whoever changed it (a session in someone else's hands, or the secretariat on a forged request)
 * must not go unnoticed by the address's owner.
 */
export const tellReplacedAddress = async (
  tx: Prisma.TransactionClient,
  previous: { officeEmail: string | null; fullName: string; userName: string },
  next: string | null | undefined,
  by: "member" | "secretariat",
) => {
  if (next === undefined || !previous.officeEmail || previous.officeEmail.toLowerCase() === next?.toLowerCase()) return;
  const what = next
    ? by === "secretariat"
      ? `The secretariat changed the e-mail address of your account ${previous.userName} from ${previous.officeEmail} to ${next}.`
      : `The e-mail address of your account ${previous.userName} was changed from ${previous.officeEmail} to ${next}.`
    : by === "secretariat"
      ? `The secretariat removed the e-mail address ${previous.officeEmail} from your account ${previous.userName}.`
      : `The e-mail address ${previous.officeEmail} was removed from your account ${previous.userName}.`;
  await queueMemberMail(tx, {
    to: previous.officeEmail,
    subject: "The e-mail address of your account was changed",
    lines: letter(previous.fullName, [
      next ? `${what} Password-reset links now go to the new address.` : what,
      "",
      by === "secretariat"
        ? "If you asked for this change, there is nothing to do. If you did not, write to the secretariat at once."
        : "If you made this change, there is nothing to do. If you did not, change your password and write to the secretariat at once.",
    ]),
  });
};

/**
 * An unlock that lets the member log in again (approved and open; disablelock or
 * updatememberbyadmin): told by mail, as a restored access is, since a locked member was told to
 * ask the secretariat for it. An unlock that still leaves them barred mails nothing.
 */
export const unlockedMail = (member: { userName: string; fullName: string; isApproved: boolean; isActive: boolean }) =>
  member.isApproved && member.isActive
    ? {
        subject: "Your portal account has been unlocked",
        lines: letter(member.fullName, [
          `Your account "${member.userName}" has been unlocked by the secretariat.`,
          `You can log in again at ${absoluteUrl("/login")}.`,
        ]),
      }
    : null;
