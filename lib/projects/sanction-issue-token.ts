// How the letter page knows it is being printed by sendgrantsanction: the send fixes its time first
// and hands the page a mark (`?issue=`) of that time, the application and the sending member, signed
// with the auth secret. Only that render shows the letter as issued, dated the send time that is then
// stored as letterSentAt; any other view of a letter not sent yet is a draft. The mark is useless to
// anyone else (it names the sender, whose render session the page sees) and expires with the render.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../auth/secrets";

/** The render's time limit (45 s) and a margin: a mark older than this issues nothing. */
const ISSUE_MARK_MS = 2 * 60 * 1000;

const macOf = (applicationId: number, memberId: number, sentAtMs: number) =>
  createHmac("sha256", getAuthSecret()).update(`sanction-letter:${applicationId}:${memberId}:${sentAtMs}`).digest();

/** The mark sendgrantsanction puts on the page it prints. */
export const sanctionIssueMark = (applicationId: number, memberId: number, sentAt: Date) =>
  `${sentAt.getTime()}.${macOf(applicationId, memberId, sentAt.getTime()).toString("base64url")}`;

/** The send time a mark carries, when it is genuine, fresh and for this application and member; else null. */
export const issuedAtOfMark = (mark: string | undefined, applicationId: number, memberId: number, now = Date.now()) => {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(mark ?? "");
  if (!match) return null;
  const sentAtMs = Number(match[1]);
  if (sentAtMs > now + 5_000 || now - sentAtMs > ISSUE_MARK_MS) return null;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = macOf(applicationId, memberId, sentAtMs);
  return given.length === expected.length && timingSafeEqual(given, expected) ? new Date(sentAtMs) : null;
};
