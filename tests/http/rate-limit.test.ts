// The database-backed rate limiter: windows, blocks, peeking, clearing, and one shared count under
// concurrent hits (the table is what every app instance reads).
import {
  clearRateLimit,
  deleteExpiredRateLimits,
  enforceRateLimit,
  hitRateLimit,
  peekRateLimit,
  rateLimitKey,
  releaseRateLimit,
  reserveRateLimit,
  type TRateLimit,
} from "@/lib/http/rate-limit";
import { AppError } from "@/lib/http/errors";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

const MINUTE = 60 * 1000;
const rule: TRateLimit = { name: "test", limit: 3, windowMs: 10 * MINUTE };

describe("hitRateLimit", () => {
  it("allows `limit` hits in a window, refuses the next with the seconds left, and starts again after the window", async () => {
    const t0 = new Date("2026-11-22T10:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const states = [];
    for (let i = 0; i < 4; i += 1) states.push(await hitRateLimit("k1", rule, at(i * MINUTE)));
    expect(states.map((state) => [state.hits, state.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(states[3]!.retryAfterSeconds).toBe(7 * 60);
    const next = await hitRateLimit("k1", rule, at(10 * MINUTE));
    expect([next.hits, next.allowed]).toEqual([1, true]);
    expect(next.resetAt.getTime()).toBe(at(20 * MINUTE).getTime());
  });

  it("counts every concurrent hit exactly once", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit("k-concurrent", rule)));
    expect(results.map((state) => state.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(results.filter((state) => state.allowed)).toHaveLength(3);
    expect((await db().prisma.rateLimit.findUniqueOrThrow({ where: { key: "k-concurrent" } })).hits).toBe(12);
  });

  it("keeps separate counts per key, and a null address is the shared bucket 'unknown'", async () => {
    expect(rateLimitKey(rule, null)).toBe("test:unknown");
    expect(rateLimitKey(rule, " ")).toBe("test:unknown");
    expect(rateLimitKey(rule, "203.0.113.9")).toBe("test:203.0.113.9");
    // An IPv6 address counts as its /64: its holder may take any address in it.
    for (const address of [
      "2001:db8:1:2::1",
      "2001:DB8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0:0:0:9",
      "2001:db8:1:2::192.0.2.1",
    ])
      expect(rateLimitKey(rule, address)).toBe("test:2001:db8:1:2::/64");
    expect(rateLimitKey(rule, "2001:db8:1:3::1")).toBe("test:2001:db8:1:3::/64");
    expect(rateLimitKey(rule, "::1")).toBe("test:0:0:0:0::/64");
    // An IPv4 client seen through a dual-stack socket is its IPv4 address, not one shared /64.
    expect(rateLimitKey(rule, "::ffff:203.0.113.9")).toBe("test:203.0.113.9");
    expect(rateLimitKey(rule, "::FFFF:198.51.100.7")).toBe("test:198.51.100.7");
    expect(rateLimitKey(rule, "fe80::1%eth0")).toBe("test:fe80:0:0:0::/64");
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(rule, null);
    const refused = await enforceRateLimit(rule, null).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect(Number((refused as AppError).headers?.["Retry-After"])).toBeGreaterThan(500);
    await expect(enforceRateLimit(rule, "203.0.113.9")).resolves.toBeUndefined();
  });
});

describe("the log-in throttle's operations: peek, count a failure with a block, clear", () => {
  const login: TRateLimit = { name: "login-user", limit: 3, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE };

  it("peeks without counting, blocks from the hit that reaches the limit, and clears", async () => {
    const t0 = new Date("2026-11-22T12:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect((await peekRateLimit("user:a", login, t0)).allowed).toBe(true);
    expect(await db().prisma.rateLimit.count({ where: { key: "user:a" } })).toBe(0);
    await hitRateLimit("user:a", login, at(0));
    await hitRateLimit("user:a", login, at(MINUTE));
    expect((await peekRateLimit("user:a", login, at(2 * MINUTE))).allowed).toBe(true);
    await hitRateLimit("user:a", login, at(5 * MINUTE));
    const blocked = await peekRateLimit("user:a", login, at(6 * MINUTE));
    expect(blocked.allowed).toBe(false);
    // Blocked for 30 minutes from the third failure, beyond the 15-minute window.
    expect(blocked.resetAt.getTime()).toBe(at(35 * MINUTE).getTime());
    expect(blocked.retryAfterSeconds).toBe(29 * 60);
    expect((await peekRateLimit("user:a", login, at(34 * MINUTE))).allowed).toBe(false);
    expect((await peekRateLimit("user:a", login, at(35 * MINUTE))).allowed).toBe(true);
    expect((await peekRateLimit("user:a", login, at(34 * MINUTE))).hits).toBe(3);

    await clearRateLimit("user:a");
    expect((await peekRateLimit("user:a", login, at(6 * MINUTE))).allowed).toBe(true);
    expect(await db().prisma.rateLimit.count({ where: { key: "user:a" } })).toBe(0);
  });

  it("reserves at most `limit` slots among concurrent callers; a refused reservation counts nothing and keeps the block's end", async () => {
    const t0 = new Date("2026-11-22T13:00:00Z");
    const states = await Promise.all(Array.from({ length: 12 }, () => reserveRateLimit("user:r", login, t0)));
    expect(states.filter((state) => state.allowed)).toHaveLength(3);
    const blockEnd = new Date(t0.getTime() + 30 * MINUTE);
    for (const state of states.filter((entry) => !entry.allowed)) expect(state.resetAt.getTime()).toBe(blockEnd.getTime());
    const later = await reserveRateLimit("user:r", login, new Date(t0.getTime() + 10 * MINUTE));
    expect(later.allowed).toBe(false);
    expect(later.retryAfterSeconds).toBe(20 * 60);
    const row = await db().prisma.rateLimit.findUniqueOrThrow({ where: { key: "user:r" } });
    expect([row.hits, row.resetAt.getTime()]).toEqual([3, blockEnd.getTime()]);

    await releaseRateLimit("user:r", t0);
    expect((await reserveRateLimit("user:r", login, t0)).allowed).toBe(true);
    expect((await reserveRateLimit("user:r", login, t0)).allowed).toBe(false);
    expect((await reserveRateLimit("user:r", login, new Date(blockEnd.getTime()))).hits).toBe(1);
  });

  it("deleteExpiredRateLimits drops only ended windows", async () => {
    await db().prisma.rateLimit.deleteMany();
    const now = new Date("2026-11-22T15:00:00Z");
    await hitRateLimit("old", rule, new Date(now.getTime() - 60 * MINUTE));
    await hitRateLimit("current", rule, now);
    expect(await deleteExpiredRateLimits(now)).toBe(1);
    expect((await db().prisma.rateLimit.findMany()).map((row) => row.key)).toEqual(["current"]);
  });
});
