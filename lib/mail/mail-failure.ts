// What a failed send means for its outbox row: a passing failure (the server is down or says "try
// later", or it refuses our credentials) is tried again on a fixed backoff; a refusal for good (any
// other 5xx, an address or a message that cannot be sent, a stored attachment gone) is final. Pure: no database, no clock of its own.

export type TFailureKind = "transient" | "permanent";

/** A stored attachment (or the row's list of them) cannot be read: sending again changes nothing. */
export class AttachmentError extends Error {
  readonly code = "EATTACHMENT";
}

// nodemailer's codes for a message it refused itself, before any server answered: a recipient or
// sender it cannot use, an empty or oversized message. A server's reply (responseCode) wins over them.
const PERMANENT_CODES: ReadonlySet<string> = new Set(["EENVELOPE", "EMESSAGE", "EATTACHMENT"]);

const fieldsOf = (error: unknown) =>
  (typeof error === "object" && error !== null ? error : {}) as { responseCode?: unknown; code?: unknown };

/**
 * SMTP 4xx and everything that never reached an answer (refused, reset or timed-out connections,
 * DNS, the greeting, TLS, a storage hiccup) pass; SMTP 5xx and the codes above do not. An unknown
 * error counts as passing: a few more tries cost little, a lost receipt costs more.
 */
export const classifySendFailure = (error: unknown): TFailureKind => {
  const { responseCode, code } = fieldsOf(error);
  // Our credentials refused (535 and the like): the settings are wrong, not the mail. It waits for
  // an administrator to fix them, within the retries, instead of being lost at once.
  if (code === "EAUTH") return "transient";
  if (typeof responseCode === "number" && responseCode >= 400 && responseCode < 600)
    return responseCode < 500 ? "transient" : "permanent";
  if (typeof code === "string" && PERMANENT_CODES.has(code)) return "permanent";
  return "transient";
};

/**
 * The failure says nothing about this mail: no SMTP server answered at all, or it refused our
 * credentials. The next due rows would fail the same way just now.
 */
export const isUnanswered = (error: unknown) =>
  fieldsOf(error).code === "EAUTH" ||
  (typeof fieldsOf(error).responseCode !== "number" && classifySendFailure(error) === "transient");

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, ... failed try; after the last try the row is given up. */
export const RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
export const MAX_MAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` tries, the last one failed for a passing reason; null: give up. */
export const nextAttemptAfter = (attempts: number, now: Date): Date | null => {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
};

const MAX_ERROR_LENGTH = 1000;

/** An error's message as recorded on a row, at most `max` characters. */
export const errorText = (error: unknown, max = MAX_ERROR_LENGTH) =>
  (error instanceof Error ? error.message : String(error)).slice(0, max);

// An address as SMTP servers quote them in refusals ("<gone@example.org>: Recipient address rejected").
const ADDRESS = /([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * The failure for the server's log, which many can read and which is kept for long: an address in
 * it keeps its first character and its domain (g***@example.org), enough to tell a provider's
 * trouble. The outbox row keeps the whole text for the secretariat.
 */
export const loggedErrorText = (error: unknown) => errorText(error).replace(ADDRESS, "$1***@$2");

export type TFailedRow = { status: "retrying" | "failed"; nextAttemptAt: Date | null; error: string };

/** The row after try number `attempts` failed with `error`; `retry` false makes every failure final. */
export const failedRow = (error: unknown, attempts: number, retry: boolean, now: Date): TFailedRow => {
  const message = errorText(error);
  if (!retry || classifySendFailure(error) === "permanent") return { status: "failed", nextAttemptAt: null, error: message };
  const nextAttemptAt = nextAttemptAfter(attempts, now);
  if (!nextAttemptAt)
    return {
      status: "failed",
      nextAttemptAt: null,
      error: `Given up after ${attempts} tries: ${message}`.slice(0, MAX_ERROR_LENGTH),
    };
  return { status: "retrying", nextAttemptAt, error: message };
};
