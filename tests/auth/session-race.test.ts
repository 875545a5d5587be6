// A log-in racing a password change or a lock: the log-in reads the member (old hash, not locked),
// and the change commits (deleting the member's sessions) before the log-in writes its session row.
// The row is written after that delete, so only the member's sessionVersion can refuse it. The race
// is forced at a real point: argon2's verify, which authenticate calls between its read and its insert.
import { POST as changePasswordPost } from "@/app/api/auth/changepassword/route";
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { POST as updateMemberByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { GET as userGet } from "@/app/api/auth/user/route";
import { decodeCookieToken, loadSession } from "@/lib/auth/session";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { setupTestDb } from "../helpers/test-db";
import { cookieOf, formRequest, getRequest, jsonRequest, logIn, logInAs, send, type TAuth } from "./helpers";

const db = setupTestDb({ demo: true });
const argon2 = jest.requireActual<typeof import("@node-rs/argon2")>("@node-rs/argon2");

let admin: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  admin = await logInAs("admin");
});

/**
 * Logs `username` in with `password` while `meanwhile` runs (to its commit) after the log-in has
 * read the member and checked the password, before it writes its session. The log-in itself succeeds.
 */
const logInRacing = async (username: string, password: string, meanwhile: () => Promise<void>): Promise<TAuth> => {
  const realVerify = argon2.verify;
  const verify = jest.spyOn(argon2, "verify").mockImplementationOnce(async (...args) => {
    const ok = await realVerify(...args);
    await meanwhile();
    return ok;
  });
  try {
    const reply = await logIn(username, password);
    expect(verify).toHaveBeenCalled();
    expect(reply.body).toBe(1);
    return { cookie: cookieOf(reply) };
  } finally {
    verify.mockRestore();
  }
};

/** The session a cookie names, as every API call and members' page resolves it. */
const sessionOf = async (auth: TAuth) => {
  const claims = await decodeCookieToken(auth.cookie!.slice(auth.cookie!.indexOf("=") + 1));
  return claims ? loadSession(claims.sid) : null;
};

const expectRefused = async (auth: TAuth) => {
  expect(await sessionOf(auth)).toBeNull();
  expect((await send(userGet, getRequest("/api/auth/user", auth))).status).toBe(401);
};

const disableLock = async (fields: Record<string, string>) => {
  const reply = await send(disableLockPost, formRequest("/api/auth/disablelock", fields, admin));
  expect(reply.status).toBe(200);
};

describe("a log-in racing a change that ends the member's sessions", () => {
  it("gets no working session when the password changes between its check and its session row", async () => {
    const own = await logInAs("member");
    const raced = await logInRacing("member", DEMO_PASSWORD, async () => {
      const reply = await send(
        changePasswordPost,
        jsonRequest("/api/auth/changepassword", { oldPassword: DEMO_PASSWORD, newPassword: "Changed@2026" }, own),
      );
      expect(reply.body).toMatchObject({ status: 1 });
    });
    await expectRefused(raced);
    // The session that changed the password goes on; a log-in with the new password works.
    expect(await sessionOf(own)).not.toBeNull();
    expect(await sessionOf(await logInAs("member", "Changed@2026"))).not.toBeNull();
  });

  it("gets no working session when the member is locked and unlocked meanwhile", async () => {
    const raced = await logInRacing("tex", DEMO_PASSWORD, async () => {
      await disableLock({ username: "tex", isapproved: "1", islocked: "1" });
      await disableLock({ username: "tex", isapproved: "1", islocked: "0" });
    });
    await expectRefused(raced);
    expect(await sessionOf(await logInAs("tex"))).not.toBeNull();
  });

  it("gets no working session when the member is un-approved and approved again meanwhile", async () => {
    const raced = await logInRacing("texs", DEMO_PASSWORD, async () => {
      await disableLock({ username: "texs", isapproved: "0" });
      await disableLock({ username: "texs", isapproved: "1" });
    });
    await expectRefused(raced);
    expect(await sessionOf(await logInAs("texs"))).not.toBeNull();
  });

  it("gets no working session when an Admin locks the member through updatememberbyadmin and unlocks them", async () => {
    const { id } = await db().prisma.member.findUniqueOrThrow({ where: { userName: "cex" }, select: { id: true } });
    const update = async (isLocked: boolean) => {
      const reply = await send(
        updateMemberByAdminPost,
        jsonRequest("/api/auth/updatememberbyadmin", { memberId: id, isLocked }, admin),
      );
      expect(reply.status).toBe(200);
    };
    const raced = await logInRacing("cex", DEMO_PASSWORD, async () => {
      await update(true);
      await update(false);
    });
    await expectRefused(raced);
    expect(await sessionOf(await logInAs("cex"))).not.toBeNull();
  });
});
