// Refuses log-ins for a while after repeated failures, per user name and per client address.
// Kept in the database so that every app instance sees the same counts.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_BLOCK_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export const throttleKeys = (userName: string, address: string | null) => [
  { key: `user:${userName.trim().toLowerCase()}`, limit: MAX_FAILURES_PER_USER },
  ...(address ? [{ key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS }] : []),
];

/** Throws 429 while any key is blocked. */
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

export const clearFailures = async (userName: string) => {
  const prisma = await getDb();
  await prisma.loginThrottle.deleteMany({ where: { key: `user:${userName.trim().toLowerCase()}` } });
};
