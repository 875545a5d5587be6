// A member blocked by failed log-ins (5 in 15 minutes at one address; not a lock) who phones the
// secretariat: the member list shows the block, and the unlock calls (updatememberbyadmin and
// disablelock with isLocked false) lift it at once, locked or not, logging the block they lift.
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { POST as loginPost } from "@/app/api/auth/login/route";
import { GET as searchMembersGet } from "@/app/api/auth/searchmembers/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, jsonRequest, send } from "../auth/helpers";
import { adminChanges, setupDemoAdmin } from "./helpers";

const db = setupTestDb({ demo: true });
const admin = setupDemoAdmin(db);

const logInFrom = (address: string, username: string, password: string) =>
  send(
    loginPost,
    new Request("http://localhost/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ username, password }),
    }),
  );

/** `times` wrong passwords for `username` from `address`. */
const fail = async (address: string, username: string, times: number) => {
  for (let attempt = 1; attempt <= times; attempt += 1)
    expect((await logInFrom(address, username, `wrong-${attempt}`)).body).toBe(0);
};

const seedUser = (userName: string) =>
  seedMember(db().prisma, { userName, password: DEMO_PASSWORD, fullName: `Member ${userName}`, roles: ["User"] });

type TListed = { memberId: number; userName: string; loginBlockedUntil: string | null };

const listed = async (q: string) => {
  const reply = await send(searchMembersGet, getRequest(`/api/auth/searchmembers?q=${encodeURIComponent(q)}`, admin()));
  expect(reply.status).toBe(200);
  return (reply.body as { members: TListed[] }).members;
};
const blockOf = async (userName: string) => (await listed(userName)).find((member) => member.userName === userName)!;

const mailsTo = (to: string) => db().prisma.mailOutbox.count({ where: { to } });

describe("a member blocked by failed log-ins", () => {
  it("shows in the member list until when; an account with fewer failures, or a look-alike name, does not", async () => {
    for (const userName of ["blocked.one", "blocked_one", "fewer.fails"]) await seedUser(userName);
    const before = Date.now();
    await fail("203.0.113.71", "blocked.one", 5);
    await fail("203.0.113.71", "fewer.fails", 4);

    const until = Date.parse((await blockOf("blocked.one")).loginBlockedUntil!);
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60 * 1000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000 + 1000);
    expect((await blockOf("fewer.fails")).loginBlockedUntil).toBeNull();
    // "_" is no wildcard: blocked.one's block is not blocked_one's.
    expect((await blockOf("blocked_one")).loginBlockedUntil).toBeNull();
  });

  it("can log in again once the secretariat lifts the block (updatememberbyadmin, not locked): logged, not mailed", async () => {
    const member = await seedUser("phoned.in");
    await fail("203.0.113.72", "phoned.in", 5);
    expect((await logInFrom("203.0.113.72", "phoned.in", DEMO_PASSWORD)).status).toBe(429);
    const blockedUntil = (await blockOf("phoned.in")).loginBlockedUntil;
    expect(blockedUntil).not.toBeNull();

    const reply = await send(
      updateByAdminPost,
      jsonRequest("/api/auth/updatememberbyadmin", { memberId: member.id, isLocked: false, remark: "phoned" }, admin()),
    );
    expect(reply.status).toBe(200);
    expect((reply.body as { user: TListed }).user.loginBlockedUntil).toBeNull();
    expect((await blockOf("phoned.in")).loginBlockedUntil).toBeNull();
    expect((await logInFrom("203.0.113.72", "phoned.in", DEMO_PASSWORD)).body).toBe(1);

    const changes = await adminChanges(db().prisma, member.id);
    expect(changes.map(({ action, before, after, remark }) => ({ action, before, after, remark }))).toEqual([
      {
        action: "member.login-unblock",
        before: { loginBlockedUntil: blockedUntil },
        after: { loginBlockedUntil: null },
        remark: "phoned",
      },
    ]);
    expect(await mailsTo("phoned.in@example.org")).toBe(0);
  });

  it("is lifted by disablelock's unlock too, logged; an unlock with no block logs nothing", async () => {
    const member = await seedUser("rang.up");
    const { id: quietId } = await seedUser("never.failed");
    await fail("203.0.113.73", "rang.up", 5);

    const unlock = (username: string) =>
      send(disableLockPost, jsonRequest("/api/auth/disablelock", { username, isapproved: "1", islocked: "0" }, admin()));
    expect((await unlock("rang.up")).status).toBe(200);
    expect((await logInFrom("203.0.113.73", "rang.up", DEMO_PASSWORD)).body).toBe(1);
    expect((await adminChanges(db().prisma, member.id)).map((change) => change.action)).toEqual(["member.login-unblock"]);

    expect((await unlock("never.failed")).status).toBe(200);
    expect(await adminChanges(db().prisma, quietId)).toEqual([]);
    const quiet = await send(
      updateByAdminPost,
      jsonRequest("/api/auth/updatememberbyadmin", { memberId: quietId, isLocked: false }, admin()),
    );
    expect(quiet.status).toBe(200);
    expect(await adminChanges(db().prisma, quietId)).toEqual([]);
  });

  it("is lifted when the sign-up is approved: one who kept trying while waiting can log in as the mail says", async () => {
    const signedUp = await send(
      signUpPost,
      jsonRequest("/api/auth/signup", {
        userName: "keen.waiter",
        password: "Welcome2026",
        fullName: "Keen Waiter",
        officeEmail: "keen.waiter@example.org",
        phoneNumber: "9000012399",
        tableNo: 1,
      }),
    );
    expect(signedUp.status).toBe(201);
    // The right password, but not approved yet: each try is a failed log-in.
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await logInFrom("203.0.113.74", "keen.waiter", "Welcome2026")).body).toBe(0);
    expect((await logInFrom("203.0.113.74", "keen.waiter", "Welcome2026")).status).toBe(429);

    const approved = await send(
      disableLockPost,
      jsonRequest("/api/auth/disablelock", { username: "keen.waiter", isapproved: "1", expect: "pending" }, admin()),
    );
    expect(approved.status).toBe(200);
    expect((await logInFrom("203.0.113.74", "keen.waiter", "Welcome2026")).body).toBe(1);
    const { id } = await db().prisma.member.findUniqueOrThrow({ where: { userName: "keen.waiter" } });
    expect((await adminChanges(db().prisma, id)).map((change) => change.action)).toEqual([
      "member.login-unblock",
      "signup.approve",
    ]);
  });

  it("stays when an approval leaves the account locked (lifted at its unlock)", async () => {
    await seedMember(db().prisma, {
      userName: "locked.waiter",
      password: DEMO_PASSWORD,
      fullName: "Locked Waiter",
      roles: ["User"],
      isApproved: false,
      everApproved: false,
      isLocked: true,
    });
    await fail("203.0.113.75", "locked.waiter", 5);
    const approved = await send(
      disableLockPost,
      jsonRequest("/api/auth/disablelock", { username: "locked.waiter", isapproved: "1" }, admin()),
    );
    expect(approved.status).toBe(200);
    expect((await blockOf("locked.waiter")).loginBlockedUntil).not.toBeNull();
  });
});
