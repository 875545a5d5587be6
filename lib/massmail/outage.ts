// A mailing whose SMTP server takes no mail from us: it does not answer at all (connection
// refused, timed out, host not found, TLS handshake failed, connection closed before a reply), it
// refuses our login (EAUTH), or it refuses the session (a 421 "service not available" greeting,
// EHLO, our sender). Nothing is wrong with the copies, so none spends a try: the slice gave its
// batch back untried, and here the mailing's copies not sent yet wait (notBefore), each wait as
// long as the outage has lasted so far, within bounds (a growing backoff that needs no counter and
// stays right when both chains meet the outage). The outage is counted on the mailing
// (outageSince, lastError: shown to the Admin); the server's taking mail again (a copy accepted,
// or a reply about one) ends it. Past the limit the mailing is given up: FAILED with the reason,
// its copies FAILED ("Retry failures" sends them once the server or the settings are put right).
import { getDb } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import type { TOutage, TOutageKind } from "./mail-transport";
import { failCopiesLeft, lockMassMail } from "./mailing-state";

export type TOutageOptions = {
  /** The shortest wait after a try that no server answered. */
  outageMinDelayMs: number;
  /** The longest wait between tries. */
  outageMaxDelayMs: number;
  /** No answer for this long gives the mailing up. */
  outageLimitMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 30 s, then as long as the outage so far, up to 30 minutes; given up after 8 hours (a night's outage, as other mail). */
export const OUTAGE_DEFAULTS: TOutageOptions = {
  outageMinDelayMs: MINUTE / 2,
  outageMaxDelayMs: 30 * MINUTE,
  outageLimitMs: 8 * HOUR,
};

/** The wait before the next try when the outage has lasted `lasted` ms. */
export const outageDelayMs = (lasted: number, options: TOutageOptions) =>
  Math.min(options.outageMaxDelayMs, Math.max(options.outageMinDelayMs, lasted));

const MAX_ERROR_LENGTH = 500;

/** What the Admin is told of each kind of outage, before the server's own words. */
const WHAT_HAPPENED: Record<TOutageKind, string> = {
  unreachable: "the mail server could not be reached",
  login: "the mail server refused our login",
  refused: "the mail server refused to take our mail",
};

const duration = (ms: number) => {
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 1) return `${Math.max(1, Math.round(ms / 1000))} seconds`;
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.round(minutes / 60)} hours`;
};

export type TOutageOutcome = { outcome: "waiting"; until: Date } | { outcome: "given up"; reason: string } | { outcome: "ended" };

/**
 * A try of mailing `massMailId` that met `outage`. Its copies not sent yet wait until the next
 * try, or, past the limit, the mailing is given up. "ended": the mailing is no longer sending
 * (finishIfDone fails what came back in line of a mailing given up).
 */
export const recordOutage = async (
  massMailId: number,
  { kind, error }: TOutage,
  options: TOutageOptions & { staleMs: number },
  now = new Date(),
): Promise<TOutageOutcome> => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    const mailing = await lockMassMail(tx, massMailId);
    if (mailing?.status !== "SENDING") return { outcome: "ended" };
    const since = mailing.outageSince ?? now;
    const lasted = now.getTime() - since.getTime();
    if (lasted >= options.outageLimitMs) {
      const reason = `Given up: ${WHAT_HAPPENED[kind]} for ${duration(lasted)} (${error})`.slice(0, MAX_ERROR_LENGTH);
      await failCopiesLeft(tx, massMailId, reason, new Date(now.getTime() - options.staleMs));
      await tx.massMail.update({
        where: { id: massMailId },
        data: { status: "FAILED", finishedAt: now, lastError: reason },
      });
      return { outcome: "given up", reason };
    }
    // Never past the limit: the try there decides whether the mailing is given up.
    const until = new Date(Math.min(now.getTime() + outageDelayMs(lasted, options), since.getTime() + options.outageLimitMs));
    const lastError = `${WHAT_HAPPENED[kind].replace(/^t/, "T")}: ${error}`.slice(0, MAX_ERROR_LENGTH);
    await tx.massMail.update({ where: { id: massMailId }, data: { outageSince: since, lastError } });
    // Every copy in line waits (a later wait of its own, a 4xx's, is kept): the next batch would
    // meet the same silence. Copies another worker holds wait once it meets it too.
    await tx.$executeRaw`
      UPDATE "MassMailRecipient" SET "notBefore" = GREATEST("notBefore", ${until})
      WHERE "massMailId" = ${massMailId} AND "status" = 'PENDING'`;
    return { outcome: "waiting", until };
  }, WRITE_TRANSACTION);
};

/** The server took mail again (a copy accepted, or a reply about one): the mailing's outage is over. */
export const endOutage = async (massMailId: number) => {
  const prisma = await getDb();
  await prisma.massMail.updateMany({
    where: { id: massMailId, status: "SENDING", outageSince: { not: null } },
    data: { outageSince: null, lastError: null },
  });
};
