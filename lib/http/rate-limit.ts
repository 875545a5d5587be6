// Request limits per key in fixed windows, counted in the database (table RateLimit) so that every
// app instance shares them. One statement counts and reads a key, so concurrent requests can never
// both see the last free slot.
//
//   Routes:  defineRoute({ rateLimit: RATE_LIMITS.signup, ... })  -> 429 with Retry-After past the limit
//   Others (the log-in throttle):  reserveRateLimit (take a slot before checking a password, refused
//   at the limit), releaseRateLimit (give it back), peekRateLimit (is the key blocked?),
//   hitRateLimit (count one), clearRateLimit (forget a key).
//
// A request without a client address counts in one shared bucket ("unknown"): limits then still
// hold (fail closed) if a misconfigured proxy hides every address, at the price of those visitors
// sharing one allowance - which shows up quickly as 429s, rather than silently as no limit at all.
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { getDb } from "../db/client";
import { Prisma } from "../db/generated/client";
import { escapeLike } from "../members/like-pattern";
import { AppError } from "./errors";

export type TRateLimit = {
  /** Part of the key; one name per limited action. */
  name: string;
  /** Requests allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** When the limit is reached the key stays blocked this long from that hit (log-in throttle). */
  blockMs?: number;
  /** What a refused caller is told; "Try again in N minute(s)." is appended. */
  message?: string;
  /** Said after the wait, where the caller has a way round it (who can lift the block). */
  hint?: string;
};

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Every per-address limit of the public write routes, in one place. */
export const RATE_LIMITS = {
  // Members of a table may sign up together at a meeting, from one network.
  signup: { name: "signup", limit: 20, windowMs: HOUR, message: "Too many sign-ups from your network." },
  forgotPassword: {
    name: "forgot-password",
    limit: 5,
    windowMs: 15 * MINUTE,
    message: "Too many password-reset requests from your network.",
  },
  paymentStart: { name: "payment-start", limit: 30, windowMs: HOUR, message: "Too many payments started from your network." },
  fcraDonation: { name: "fcra-donation", limit: 20, windowMs: HOUR, message: "Too many donation forms sent from your network." },
  lmfApplication: {
    name: "lmf-application",
    limit: 20,
    windowMs: HOUR,
    message: "Too many applications sent from your network.",
  },
  lmfUpload: { name: "lmf-upload", limit: 60, windowMs: HOUR, message: "Too many uploads from your network." },
  // Bytes, not requests (spendByteBudget): anyone may upload, and 60 uploads of 5 files of 5 MB
  // were 1.5 GB an hour of storage. 50 MB is two applications' worth of the largest documents.
  lmfUploadBytes: {
    name: "lmf-upload-bytes",
    limit: 50 * 1024 * 1024,
    windowMs: HOUR,
    message: "Too much uploaded from your network.",
  },
  // Counted only for refused payment callbacks that are not about an order of ours (undecryptable,
  // unreadable, foreign orders: lib/payments/apply-response.ts), never for trusted answers, so the
  // gateway's servers and payers' browsers are never held back; 20 logged refusals an hour are
  // plenty to see a misconfigured key.
  gatewayRefused: {
    name: "gateway-refused",
    limit: 20,
    windowMs: HOUR,
    message: "Too many refused payment responses from your network.",
  },
  // A PDF keeps a Chromium page busy for a second or more: enough for a secretariat's day of
  // reports from one office, not for a loop.
  pdf: { name: "pdf", limit: 120, windowMs: HOUR, message: "Too many PDFs requested from your network." },
} as const satisfies Record<string, TRateLimit>;

export const UNKNOWN_ADDRESS = "unknown";
const MAX_KEY_PART = 100;

/**
 * Whom an address's limits count against: an IPv4 address itself, an IPv6 address's /64 network
 * ("2001:db8:1:2::/64"). One subscriber, even one household, is given a whole /64 and may pick any
 * address in it, so per-address limits keyed on the full IPv6 address limited nobody.
 */
export const addressBucket = (address: string): string => {
  if (isIP(address) !== 6) return address;
  // An IPv4 client of a dual-stack socket (::ffff:203.0.113.9) is that IPv4 address (process), not
  // the /64 every such client would share (client-address.ts unwraps them too; keys made elsewhere may not).
  const parsed = ipaddr.process(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
};

/** An address as keys hold it: its bucket (addressBucket); a missing address is the shared bucket "unknown". */
export const addressKeyPart = (address: string | null) =>
  addressBucket(address?.trim() || UNKNOWN_ADDRESS).slice(0, MAX_KEY_PART);

/** `name:address` (addressKeyPart). */
export const rateLimitKey = (rule: Pick<TRateLimit, "name">, subject: string | null) => `${rule.name}:${addressKeyPart(subject)}`;

export type TRateLimitState = {
  /** Requests counted in the current window, this one included for a hit. */
  hits: number;
  /** false when this request is past the limit (hit) or the key is blocked (peek). */
  allowed: boolean;
  resetAt: Date;
  /** Whole seconds until the window (or block) ends; at least 1. */
  retryAfterSeconds: number;
};

const stateOf = (hits: number, resetAt: Date, allowed: boolean, now: Date): TRateLimitState => ({
  hits,
  allowed,
  resetAt,
  retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
});

/**
 * One statement that counts a request (or `amount` units, bytes for a byte budget) for `key` and
 * returns the new count, or no row when `onlyBelowLimit` and the key is already at its limit (then
 * nothing is written).
 */
const countHit = async (key: string, rule: TRateLimit, now: Date, onlyBelowLimit: boolean, amount = 1) => {
  const prisma = await getDb();
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const blockEnd = rule.blockMs === undefined ? null : new Date(now.getTime() + rule.blockMs);
  // A fresh window that is already at the limit (limit 1) starts blocked.
  const freshReset = blockEnd && rule.limit <= 1 && blockEnd > windowEnd ? blockEnd : windowEnd;
  const belowLimit = onlyBelowLimit
    ? Prisma.sql`WHERE "RateLimit"."resetAt" <= ${now} OR "RateLimit"."hits" < ${rule.limit}`
    : Prisma.empty;
  const rows = await prisma.$queryRaw<{ hits: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt") VALUES (${key}, ${amount}, ${freshReset})
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN ${amount} ELSE "RateLimit"."hits" + ${amount} END,
      "resetAt" = CASE
        WHEN "RateLimit"."resetAt" <= ${now} THEN ${freshReset}
        WHEN ${blockEnd !== null} AND "RateLimit"."hits" + ${amount} >= ${rule.limit}
          THEN GREATEST("RateLimit"."resetAt", ${blockEnd ?? now})
        ELSE "RateLimit"."resetAt"
      END
    ${belowLimit}
    RETURNING "hits", "resetAt"`;
  const row = rows[0];
  return row ? { hits: Number(row.hits), resetAt: new Date(row.resetAt) } : null;
};

/** Counts one request for `key`; allowed while the count stays within the limit. */
export const hitRateLimit = async (key: string, rule: TRateLimit, now = new Date()): Promise<TRateLimitState> => {
  const row = (await countHit(key, rule, now, false))!;
  return stateOf(row.hits, row.resetAt, row.hits <= rule.limit, now);
};

/**
 * Takes one of `key`'s `limit` slots before the work it guards (a password check), so that of any
 * number of concurrent callers at most `limit` get one. A refused call is not counted: it neither
 * lengthens a block nor takes a slot. `releaseRateLimit` gives a slot back.
 */
export const reserveRateLimit = async (key: string, rule: TRateLimit, now = new Date()): Promise<TRateLimitState> => {
  const row = await countHit(key, rule, now, true);
  if (row) return stateOf(row.hits, row.resetAt, row.hits <= rule.limit, now);
  return { ...(await peekRateLimit(key, rule, now)), allowed: false };
};

/** Gives back a slot `reserveRateLimit` took (the guarded work went well or never ran). */
export const releaseRateLimit = async (key: string, now = new Date()): Promise<void> => {
  const prisma = await getDb();
  await prisma.rateLimit.updateMany({ where: { key, hits: { gt: 0 }, resetAt: { gt: now } }, data: { hits: { decrement: 1 } } });
};

/** Reads `key` without counting: not allowed once the limit is reached and the window (or block) lasts. */
export const peekRateLimit = async (key: string, rule: TRateLimit, now = new Date()): Promise<TRateLimitState> => {
  const prisma = await getDb();
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= now) return stateOf(0, now, true, now);
  return stateOf(row.hits, row.resetAt, row.hits < rule.limit, now);
};

export const clearRateLimit = async (key: string): Promise<void> => {
  const prisma = await getDb();
  await prisma.rateLimit.deleteMany({ where: { key } });
};

/**
 * Keys that start with one of `prefixes`, character for character. Prisma's `startsWith` becomes a
 * LIKE that does not escape `_` and `%`, and a user name may hold `_` (its key `%`, encoded): the
 * prefix is escaped, so that "john_smith" never matches "john.smith". For the clearing below and
 * the log-in blocks the secretariat sees (loginBlocksOf).
 */
export const keyStartsWithAny = (prefixes: readonly string[]): Prisma.RateLimitWhereInput => ({
  OR: prefixes.map((prefix) => ({ key: { startsWith: escapeLike(prefix) } })),
});

/**
 * Forgets every key that starts with `prefix` (an account's log-in failures at every address).
 * `db`: a transaction to clear in (the Admin's unblock, with its log row).
 */
export const clearRateLimitsWithPrefix = async (prefix: string, db?: Prisma.TransactionClient): Promise<void> => {
  const prisma = db ?? (await getDb());
  await prisma.rateLimit.deleteMany({ where: keyStartsWithAny([prefix]) });
};

/** Windows that ended are dead weight: the hourly clean-up job removes them. */
export const deleteExpiredRateLimits = async (now = new Date()): Promise<number> => {
  const prisma = await getDb();
  return (await prisma.rateLimit.deleteMany({ where: { resetAt: { lte: now } } })).count;
};

export const tooManyRequests = (rule: TRateLimit, state: TRateLimitState) =>
  new AppError(
    "TOO_MANY_REQUESTS",
    `${rule.message ?? "Too many requests."} Try again in ${Math.ceil(state.retryAfterSeconds / 60)} minute(s).${rule.hint ? ` ${rule.hint}` : ""}`,
    { headers: { "Retry-After": String(state.retryAfterSeconds) } },
  );

/**
 * A byte budget per address (RATE_LIMITS.lmfUploadBytes), in two steps because the size is known
 * only once the upload is stored: refused (429) while the window's budget is spent, and charged
 * with the stored bytes after a successful upload. The last upload of a window may pass the budget
 * by its own size (and concurrent ones by theirs): the request limit of the route bounds that.
 */
export const assertByteBudget = async (rule: TRateLimit, address: string | null, now = new Date()): Promise<void> => {
  const state = await peekRateLimit(rateLimitKey(rule, address), rule, now);
  if (!state.allowed) throw tooManyRequests(rule, state);
};

export const spendByteBudget = async (rule: TRateLimit, address: string | null, bytes: number, now = new Date()) => {
  if (bytes > 0) await countHit(rateLimitKey(rule, address), rule, now, false, Math.ceil(bytes));
};

/** The route wrapper's check: counts the request against the caller's address, 429 past the limit. */
export const enforceRateLimit = async (rule: TRateLimit, address: string | null): Promise<void> => {
  const state = await hitRateLimit(rateLimitKey(rule, address), rule);
  if (!state.allowed) throw tooManyRequests(rule, state);
};
