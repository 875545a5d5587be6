// A member an Admin un-approved is no sign-up. Approving them again restores their access: logged
// as `member.reapprove` and mailed "Your portal access has been restored", where a first approval
// stays `signup.approve` with its "approved" mail; while the account stays locked the mail promises
// no log-in. The sign-up list (searchmembers state=pending), its count on /manage, the dashboard's
// and the legacy getalluser approved=false show only sign-ups never approved and not refused; the
// member list finds un-approved members under their own state. Also the migration's back-fill.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GET as dashboardGet } from "@/app/api/auth/dashboard/route";
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { GET as getAllUserGet } from "@/app/api/auth/getalluser/route";
import { GET as searchMembersGet } from "@/app/api/auth/searchmembers/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { getAdminQueueCounts } from "@/lib/members/admin-queue-counts";
import { MEMBER_MAIL_JOB } from "@/lib/members/member-mail";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, jsonRequest, logIn, send } from "../auth/helpers";
import { adminChanges, memberRow, setupDemoAdmin } from "./helpers";

const db = setupTestDb({ demo: true });

const admin = setupDemoAdmin(db);

const PASSWORD = "Welcome2026";

/** The member-mail jobs queued for `to`: subject and text, oldest first. */
const mailQueuedTo = async (to: string) =>
  (await db().prisma.job.findMany({ where: { name: MEMBER_MAIL_JOB }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }))
    .map((job) => job.payload as { to: string; subject: string; lines: string[] })
    .filter((mail) => mail.to === to)
    .map((mail) => ({ subject: mail.subject, text: mail.lines.join("\n") }));

const disableLock = (username: string, isapproved: "1" | "0", extra: Record<string, unknown> = {}) =>
  send(disableLockPost, jsonRequest("/api/auth/disablelock", { username, isapproved, ...extra }, admin()));

const actionsOf = async (memberId: number) => (await adminChanges(db().prisma, memberId)).map((change) => change.action);

const signUp = async (userName: string) => {
  const reply = await send(
    signUpPost,
    jsonRequest("/api/auth/signup", {
      userName,
      password: PASSWORD,
      fullName: `Sign Up ${userName}`,
      officeEmail: `${userName}@example.org`,
      phoneNumber: "9000012345",
      tableNo: 2,
    }),
  );
  expect(reply.status).toBe(201);
  return (await memberRow(db().prisma, userName)).id;
};

/** A member approved when the data came over: the admin log holds nothing about them. */
const seedLongStanding = (userName: string, fullName: string) =>
  seedMember(db().prisma, {
    userName,
    password: PASSWORD,
    fullName,
    roles: ["User"],
    tableNo: 2,
    officeEmail: `${userName}@example.org`,
  });

type TSearchReply = { members: { userName: string; isApproved: boolean; everApproved: boolean }[]; total: number };
const search = async (query: string) => {
  const reply = await send(searchMembersGet, getRequest(`/api/auth/searchmembers?${query}`, admin()));
  expect(reply.status).toBe(200);
  return reply.body as TSearchReply;
};
const userNames = (reply: TSearchReply) => reply.members.map((member) => member.userName);

describe("approving again a member an Admin un-approved", () => {
  it("restores their access: logged as member.reapprove, mailed as restored access, not as a sign-up approved", async () => {
    const { id } = await seedLongStanding("long.kept", "Kavya Kept");
    expect((await disableLock("long.kept", "0")).status).toBe(200);
    expect((await logIn("long.kept", PASSWORD)).body).toBe(0);

    expect((await disableLock("long.kept", "1")).status).toBe(200);
    expect(await memberRow(db().prisma, "long.kept")).toEqual(
      expect.objectContaining({ isApproved: true, isActive: true, everApproved: true }),
    );
    expect((await logIn("long.kept", PASSWORD)).body).toBe(1);
    expect(await actionsOf(id)).toEqual(["member.unapprove", "member.reapprove"]);
    const [change] = (await adminChanges(db().prisma, id)).slice(-1);
    expect(change).toEqual(
      expect.objectContaining({
        before: { isApproved: false, isLocked: false, isActive: true },
        after: { isApproved: true, isLocked: false, isActive: true },
      }),
    );
    const mails = await mailQueuedTo("long.kept@example.org");
    expect(mails.map((mail) => mail.subject)).toEqual(["Your portal access has been restored"]);
    expect(mails[0]!.text).toContain('Your access to the portal as "long.kept" has been restored by the secretariat.');
    expect(mails[0]!.text).not.toContain("sign-up");
  });

  it("does not promise a log-in while the account stays locked; restored and unlocked in one call, it does", async () => {
    for (const [userName, fullName] of [
      ["long.locked", "Lalitha Locked"],
      ["long.freed", "Farooq Freed"],
    ])
      await seedLongStanding(userName!, fullName!);
    for (const name of ["long.locked", "long.freed"]) expect((await disableLock(name, "0", { islocked: "1" })).status).toBe(200);

    expect((await disableLock("long.locked", "1")).status).toBe(200);
    expect(await memberRow(db().prisma, "long.locked")).toEqual(expect.objectContaining({ isApproved: true, isLocked: true }));
    expect((await logIn("long.locked", PASSWORD)).body).not.toBe(1);
    const [kept] = await mailQueuedTo("long.locked@example.org");
    expect(kept!.subject).toBe("Your portal access has been restored");
    expect(kept!.text).toContain("Your account is still locked, so you cannot log in yet.");
    expect(kept!.text).not.toContain("You can log in");

    // A sign-up locked while it waited: its first approval does not promise a log-in either.
    const lockedId = await signUp("new.locked");
    const lock = await send(
      updateByAdminPost,
      jsonRequest("/api/auth/updatememberbyadmin", { memberId: lockedId, isLocked: true }, admin()),
    );
    expect(lock.status).toBe(200);
    expect((await disableLock("new.locked", "1")).status).toBe(200);
    const [approved] = await mailQueuedTo("new.locked@example.org");
    expect(approved!.subject).toBe("Your portal account has been approved");
    expect(approved!.text).toContain("Your account is still locked, so you cannot log in yet.");
    expect(approved!.text).not.toContain("You can");

    expect((await disableLock("long.freed", "1", { islocked: "0" })).status).toBe(200);
    expect((await logIn("long.freed", PASSWORD)).body).toBe(1);
    const [freed] = await mailQueuedTo("long.freed@example.org");
    expect(freed!.text).toContain("You can log in again at");
    expect(freed!.text).not.toContain("locked");

    // Told to ask for the unlock, the restored member hears of it when it comes.
    expect((await disableLock("long.locked", "1", { islocked: "0" })).status).toBe(200);
    expect((await logIn("long.locked", PASSWORD)).body).toBe(1);
    const [, unlocked] = await mailQueuedTo("long.locked@example.org");
    expect(unlocked!.subject).toBe("Your portal account has been unlocked");
    expect(unlocked!.text).toContain('Your account "long.locked" has been unlocked by the secretariat.');
    expect(unlocked!.text).toContain("You can log in again at");
    // So does one unlocked from the member's details (updatememberbyadmin).
    const viaDetails = await send(
      updateByAdminPost,
      jsonRequest("/api/auth/updatememberbyadmin", { memberId: lockedId, isLocked: false }, admin()),
    );
    expect(viaDetails.status).toBe(200);
    expect((await mailQueuedTo("new.locked@example.org")).map((mail) => mail.subject)).toEqual([
      "Your portal account has been approved",
      "Your portal account has been unlocked",
    ]);
  });

  it("mails no unlock that still leaves the member barred (un-approved)", async () => {
    await seedLongStanding("long.barred", "Bala Barred");
    expect((await disableLock("long.barred", "0", { islocked: "1" })).status).toBe(200);
    expect((await disableLock("long.barred", "0", { islocked: "0" })).status).toBe(200);
    expect(await memberRow(db().prisma, "long.barred")).toEqual(expect.objectContaining({ isApproved: false, isLocked: false }));
    expect(await mailQueuedTo("long.barred@example.org")).toEqual([]);
  });

  it("keeps a sign-up's first approval signup.approve; approved again after an un-approval, it is a restoration", async () => {
    const id = await signUp("new.twice");
    expect((await disableLock("new.twice", "1")).status).toBe(200);
    expect((await disableLock("new.twice", "0")).status).toBe(200);
    expect((await disableLock("new.twice", "1")).status).toBe(200);
    expect(await actionsOf(id)).toEqual(["signup.approve", "member.unapprove", "member.reapprove"]);
    expect((await mailQueuedTo("new.twice@example.org")).map((mail) => mail.subject)).toEqual([
      "Your portal account has been approved",
      "Your portal access has been restored",
    ]);
  });

  it("is no sign-up to approve from the sign-up list (expect pending): 409, nothing changed, nothing mailed", async () => {
    const { id } = await seedLongStanding("long.stale", "Latha Stale");
    expect((await disableLock("long.stale", "0")).status).toBe(200);
    const reply = await disableLock("long.stale", "1", { expect: "pending" });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 409,
      body: {
        code: "CONFLICT",
        message: "long.stale is not a sign-up: the member was approved before and has been un-approved.",
        fields: [{ field: "username", message: "is not a sign-up waiting for approval" }],
      },
    });
    expect(await memberRow(db().prisma, "long.stale")).toEqual(expect.objectContaining({ isApproved: false, isActive: true }));
    expect(await actionsOf(id)).toEqual(["member.unapprove"]);
    expect(await mailQueuedTo("long.stale@example.org")).toEqual([]);
  });
});

describe("the sign-up list", () => {
  it("shows, counts and pages only sign-ups never approved and not refused, as does getalluser approved=false; un-approved members are in the member list", async () => {
    // Decide or clear what the tests above left waiting, so that the counts below are this test's.
    for (const row of await db().prisma.member.findMany({ where: { isApproved: false, isActive: true } }))
      expect((await disableLock(row.userName, "1")).status).toBe(200);
    for (const name of ["wait.anu", "wait.bala", "wait.chitra"]) await signUp(name);
    await signUp("wait.refused");
    expect((await disableLock("wait.refused", "0", { expect: "pending", remark: "Unknown to table 2" })).status).toBe(200);
    // Approved once, then un-approved: a sign-up approved by the secretariat, two members of long standing.
    await signUp("wait.was");
    expect((await disableLock("wait.was", "1", { expect: "pending" })).status).toBe(200);
    for (const [userName, fullName] of [
      ["long.aruna", "Aruna Long"],
      ["long.balu", "Balu Long"],
    ])
      await seedLongStanding(userName!, fullName!);
    for (const name of ["wait.was", "long.aruna", "long.balu"]) expect((await disableLock(name, "0")).status).toBe(200);

    const waiting = ["wait.anu", "wait.bala", "wait.chitra"];
    const pending = await search("state=pending&pageSize=25");
    expect({ names: userNames(pending), total: pending.total }).toEqual({ names: waiting, total: 3 });
    // "Load more" (offset after the rows shown) reaches the last one and no further.
    const first = await search("state=pending&pageSize=2&offset=0");
    const rest = await search("state=pending&pageSize=2&offset=2");
    expect([userNames(first), userNames(rest), first.total, rest.total]).toEqual([waiting.slice(0, 2), waiting.slice(2), 3, 3]);
    expect((await getAdminQueueCounts()).signUps).toBe(3);
    const dashboard = await send(dashboardGet, getRequest("/api/auth/dashboard", admin()));
    expect((dashboard.body as { waiting: { kind: string; count: number }[] }).waiting).toContainEqual(
      expect.objectContaining({ kind: "signUps", count: 3 }),
    );

    // The legacy approval list (getalluser approved=false) is the same list: no refused or un-approved member.
    const legacy = await send(getAllUserGet, getRequest("/api/auth/getalluser?approved=false&take=100", admin()));
    expect((legacy.body as { users: { userName: string }[] }).users.map((user) => user.userName)).toEqual(waiting);

    // Findable in the member list, under their own state and in "all", as approved once.
    const unapproved = await search("state=unapproved");
    expect({ names: userNames(unapproved), total: unapproved.total }).toEqual({
      names: ["long.aruna", "long.balu", "wait.was"],
      total: 3,
    });
    const all = await search("q=long.balu");
    expect(all.members).toEqual([expect.objectContaining({ userName: "long.balu", isApproved: false, everApproved: true })]);
    expect((await search("q=wait.anu")).members).toEqual([expect.objectContaining({ everApproved: false })]);
  });
});

describe("the migration's back-fill of everApproved", () => {
  const MIGRATION = path.join(process.cwd(), "prisma", "migrations", "20261129215503_member_ever_approved", "migration.sql");

  it("marks the approved and those the admin log shows approved or un-approved; accounts brought over un-approved stay sign-ups", async () => {
    const { prisma } = db();
    await seedLongStanding("fill.approved", "Fathima Approved");
    await seedLongStanding("fill.unapproved", "Farhan Unapproved");
    expect((await disableLock("fill.unapproved", "0")).status).toBe(200);
    await signUp("fill.signup");
    await seedMember(prisma, {
      userName: "fill.broughtover",
      password: PASSWORD,
      fullName: "Feroz Over",
      roles: ["User"],
      isApproved: false,
    });
    await signUp("fill.refused");
    expect((await disableLock("fill.refused", "0")).status).toBe(200);
    // As before the column: nobody marked.
    await prisma.$executeRawUnsafe(`UPDATE "Member" SET "everApproved" = false`);

    const sql = await readFile(MIGRATION, "utf8");
    const backFill = sql.slice(sql.indexOf("UPDATE"));
    expect(backFill).toMatch(/^UPDATE "Member"/);
    await prisma.$executeRawUnsafe(backFill);

    const marked = async (userName: string) => (await memberRow(prisma, userName)).everApproved;
    expect(
      Object.fromEntries(
        await Promise.all(
          ["admin", "fill.approved", "fill.unapproved", "fill.signup", "fill.broughtover", "fill.refused"].map(
            async (name) => [name, await marked(name)] as const,
          ),
        ),
      ),
    ).toEqual({
      admin: true,
      "fill.approved": true,
      "fill.unapproved": true,
      "fill.signup": false,
      "fill.broughtover": false,
      "fill.refused": false,
    });
  });
});
