// Slows password guessing without letting anyone lock a member out, on the shared per-key limiter
// (lib/http/rate-limit.ts, counts in the database for every instance). Failures are counted per
// account *and* address together (5 in 15 minutes block that pair), and per address across all
// accounts (30 in 15 minutes block the address). A stranger's bad tries count against the
// stranger's address only, never against the member at their own. The address is the one
// server.ts resolved (socket or trusted proxy hops), never a header a client chose. An attempt is
// counted before its password is checked (reserveAttempt) and given back when it succeeds, so
// parallel guesses cannot all pass a check made before any of them was counted.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import {
  addressKeyPart,
  clearRateLimit,
  clearRateLimitsWithPrefix,
  keyStartsWithAny,
  rateLimitKey,
  releaseRateLimit,
  reserveRateLimit,
  tooManyRequests,
  type TRateLimit,
} from "../http/rate-limit";

const WINDOW_MS = 15 * 60 * 1000;
const MESSAGE = "Too many failed log-ins.";

export const ACCOUNT_ADDRESS_LIMIT: TRateLimit = {
  name: "login",
  limit: 5,
  windowMs: WINDOW_MS,
  blockMs: WINDOW_MS,
  message: MESSAGE,
  // The secretariat sees an account's block in its member list and may lift it (Unlock, Lift block).
  hint: "If you cannot wait, the secretariat can lift the block.",
};
export const ADDRESS_LIMIT: TRateLimit = {
  name: "login-ip",
  limit: 30,
  windowMs: WINDOW_MS,
  blockMs: WINDOW_MS,
  message: MESSAGE,
};

const accountPrefix = (userName: string) => `${ACCOUNT_ADDRESS_LIMIT.name}:${encodeURIComponent(userName.trim().toLowerCase())}@`;

/** An account at an address (an IPv6 address's /64, as every address limit counts it: addressKeyPart). */
const pairKey = (userName: string, address: string | null) => `${accountPrefix(userName)}${addressKeyPart(address)}`;

/** The keys and limits a log-in of this account from this address counts against. */
const throttleKeys = (userName: string, address: string | null) => [
  { key: pairKey(userName, address), rule: ACCOUNT_ADDRESS_LIMIT },
  // Without a resolved address (the app run without server.ts) the pair key alone: every client
  // then shares the "unknown" address, which fails closed.
  ...(address ? [{ key: rateLimitKey(ADDRESS_LIMIT, address), rule: ADDRESS_LIMIT }] : []),
];

/**
 * Counts this attempt before the password is checked, and throws 429 when the account at this
 * address, or the address, has no attempt left. Each count is taken in one statement, so of any
 * number of parallel guesses no more than the limit reach the password check. The attempt stays
 * counted as a failure unless `releaseAttempt` gives it back.
 */
export const reserveAttempt = async (userName: string, address: string | null) => {
  const reserved: string[] = [];
  for (const { key, rule } of throttleKeys(userName, address)) {
    const state = await reserveRateLimit(key, rule);
    if (!state.allowed) {
      // Refused before any password check: the slots taken so far are not failures.
      for (const taken of reserved) await releaseRateLimit(taken);
      throw tooManyRequests(rule, state);
    }
    reserved.push(key);
  }
};

/** The reserved attempt was not a failure (the password was right): its counts are given back. */
export const releaseAttempt = async (userName: string, address: string | null) => {
  for (const { key } of throttleKeys(userName, address)) await releaseRateLimit(key);
};

/**
 * Forgets an account's failures: at one address (a successful log-in there), or at every address
 * (a password reset, an Admin unlocking the account or lifting its block), then in `db` when given.
 */
export const clearFailures = async (userName: string, address?: string | null, db?: Prisma.TransactionClient) => {
  if (address === undefined) await clearRateLimitsWithPrefix(accountPrefix(userName), db);
  else await clearRateLimit(pairKey(userName, address));
};

/**
 * Until when each of these accounts is blocked by failed log-ins, at some address (the latest end
 * of its blocks); accounts not blocked are not in the map. For the secretariat's member list: a
 * member who phones because they cannot log in may be blocked rather than locked.
 */
export const loginBlocksOf = async (
  userNames: readonly string[],
  options: { db?: Prisma.TransactionClient; now?: Date } = {},
): Promise<Map<string, Date>> => {
  const blocks = new Map<string, Date>();
  if (userNames.length === 0) return blocks;
  const prisma = options.db ?? (await getDb());
  const prefixes = new Map(userNames.map((userName) => [accountPrefix(userName), userName]));
  const rows = await prisma.rateLimit.findMany({
    // The pair is blocked once its failures reach the limit (reserveRateLimit then refuses).
    where: {
      hits: { gte: ACCOUNT_ADDRESS_LIMIT.limit },
      resetAt: { gt: options.now ?? new Date() },
      ...keyStartsWithAny([...prefixes.keys()]),
    },
    select: { key: true, resetAt: true },
  });
  for (const row of rows) {
    const userName = prefixes.get(row.key.slice(0, row.key.indexOf("@") + 1));
    if (userName === undefined) continue;
    const until = blocks.get(userName);
    if (!until || row.resetAt > until) blocks.set(userName, row.resetAt);
  }
  return blocks;
};
