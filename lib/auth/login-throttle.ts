// Slows password guessing without letting anyone lock a member out. Failures are counted per
// account *and* address together (5 in 15 minutes blocks that pair), and per address across all
// accounts (30 in 15 minutes blocks the address). A block never reaches the real member at their
// own address: a stranger's bad tries count against the stranger's address only. The address is
// the one server.ts resolved (socket or trusted proxy hops), never a header a client chose.
// Kept in the database so that every app instance sees the same counts.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_BLOCK_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/** Without a resolved address (the app run without server.ts) every client shares this one. */
const UNKNOWN_ADDRESS = "unknown";

const accountPrefix = (userName: string) => `login:${encodeURIComponent(userName.trim().toLowerCase())}@`;

export const throttleKeys = (userName: string, address: string | null) => [
  { key: `${accountPrefix(userName)}${address ?? UNKNOWN_ADDRESS}`, limit: MAX_FAILURES_PER_ACCOUNT_ADDRESS },
  ...(address ? [{ key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS }] : []),
];

/** Throws 429 while the account at this address, or the address, is blocked. */
export const assertNotThrottled = async (userName: string, address: string | null) => {
  const prisma = await getDb();
  const keys = throttleKeys(userName, address).map((entry) => entry.key);
  const rows = await prisma.loginThrottle.findMany({ where: { key: { in: keys }, blockedUntil: { gt: new Date() } } });
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil!.getTime()));
  if (!until) return;
  const seconds = Math.ceil((until - Date.now()) / 1000);
  throw new AppError("TOO_MANY_REQUESTS", `Too many failed log-ins. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    headers: { "Retry-After": String(seconds) },
  });
};

export const recordFailure = async (userName: string, address: string | null) => {
  const prisma = await getDb();
  const now = new Date();
  for (const { key, limit } of throttleKeys(userName, address)) {
    await prisma.$transaction(async (tx) => {
      const row = await tx.loginThrottle.findUnique({ where: { key } });
      const fresh = !row || now.getTime() - row.windowStart.getTime() > THROTTLE_WINDOW_MS;
      const failures = fresh ? 1 : row.failures + 1;
      const blockedUntil = failures >= limit ? new Date(now.getTime() + THROTTLE_BLOCK_MS) : null;
      await tx.loginThrottle.upsert({
        where: { key },
        create: { key, failures, windowStart: now, blockedUntil },
        update: { failures, windowStart: fresh ? now : row.windowStart, blockedUntil },
      });
    });
  }
};

/**
 * Forgets an account's failures: at one address (a successful log-in there), or at every address
 * (a password reset, an Admin unlocking the account).
 */
export const clearFailures = async (userName: string, address?: string | null) => {
  const prisma = await getDb();
  const prefix = accountPrefix(userName);
  await prisma.loginThrottle.deleteMany({
    where: address !== undefined ? { key: `${prefix}${address ?? UNKNOWN_ADDRESS}` } : { key: { startsWith: prefix } },
  });
};
