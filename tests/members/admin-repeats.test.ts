// Two things the secretariat's calls got wrong when a call came twice or under the other key:
// un-approving a member already un-approved was taken for refusing a sign-up (the account closed,
// "Your sign-up was not approved" mailed), and an e-mail change sent as `email` (the profile
// reply's name, which updatememberbyadmin also takes) was not told to the old address. Locking or
// unlocking a refused sign-up was taken for refusing it again (its refusal mailed once more).
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { MEMBER_MAIL_JOB } from "@/lib/members/member-mail";
import { setupTestDb } from "../helpers/test-db";
import { jsonRequest, send } from "../auth/helpers";
import { adminChanges, memberRow, setupDemoAdmin, signUp } from "./helpers";

const db = setupTestDb({ demo: true });

const admin = setupDemoAdmin(db);

/** The member-mail jobs queued for `to`: their subjects, oldest first. */
const mailQueuedTo = async (to: string) =>
  (await db().prisma.job.findMany({ where: { name: MEMBER_MAIL_JOB }, orderBy: { createdAt: "asc" } }))
    .map((job) => job.payload as { to: string; subject: string })
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject);

const disableLock = (username: string, isapproved: "1" | "0", extra: Record<string, unknown> = {}) =>
  send(disableLockPost, jsonRequest("/api/auth/disablelock", { username, isapproved, ...extra }, admin()));

const actionsOf = async (memberId: number) => (await adminChanges(db().prisma, memberId)).map((change) => change.action);

describe("un-approving a member twice (a double click, a client's retry)", () => {
  it("leaves a long-standing member's account open: no refusal, no mail, one log row", async () => {
    // Approved when the data came over: the admin log holds nothing about them.
    const { id } = await seedMember(db().prisma, {
      userName: "long.standing",
      password: "Welcome2026",
      fullName: "Lata Long",
      roles: ["User"],
      tableNo: 2,
      officeEmail: "lata@example.org",
    });
    for (let call = 0; call < 2; call += 1) expect((await disableLock("long.standing", "0")).status).toBe(200);
    expect(await memberRow(db().prisma, "long.standing")).toEqual(
      expect.objectContaining({ isApproved: false, isActive: true, isLocked: false }),
    );
    expect(await mailQueuedTo("lata@example.org")).toEqual([]);
    expect(await actionsOf(id)).toEqual(["member.unapprove"]);

    // The sign-up list's refusal (`expect: "pending"`) finds no sign-up to refuse: 409, nothing changed.
    const fromList = await disableLock("long.standing", "0", { expect: "pending", remark: "Unknown to table 2" });
    expect({ status: fromList.status, body: fromList.body }).toEqual({
      status: 409,
      body: {
        code: "CONFLICT",
        message: "long.standing is not a sign-up: the member was approved before and has been un-approved.",
        fields: [{ field: "username", message: "is not a sign-up waiting for approval" }],
      },
    });
    expect(await memberRow(db().prisma, "long.standing")).toEqual(expect.objectContaining({ isActive: true }));
    expect(await mailQueuedTo("lata@example.org")).toEqual([]);
    expect(await actionsOf(id)).toEqual(["member.unapprove"]);
  });

  it("approve, un-approve, un-approve again: still open, only the approval mailed; a sign-up never approved is still refused", async () => {
    expect((await signUp("new.kept", "kept@example.org")).status).toBe(201);
    expect((await disableLock("new.kept", "1")).status).toBe(200);
    for (let call = 0; call < 2; call += 1) expect((await disableLock("new.kept", "0")).status).toBe(200);
    const kept = await memberRow(db().prisma, "new.kept");
    expect(kept).toEqual(expect.objectContaining({ isApproved: false, isActive: true }));
    expect(await mailQueuedTo("kept@example.org")).toEqual(["Your portal account has been approved"]);
    expect(await actionsOf(kept.id)).toEqual(["signup.approve", "member.unapprove"]);

    expect((await signUp("new.no", "no@example.org")).status).toBe(201);
    expect((await disableLock("new.no", "0", { expect: "pending", remark: "Not known to table 2" })).status).toBe(200);
    const refused = await memberRow(db().prisma, "new.no");
    expect(refused).toEqual(expect.objectContaining({ isApproved: false, isActive: false }));
    expect(await mailQueuedTo("no@example.org")).toEqual(["Your portal sign-up was not approved"]);
    expect(await actionsOf(refused.id)).toEqual(["signup.refuse"]);
  });
});

describe("locking or unlocking a refused sign-up (isapproved 0 with islocked)", () => {
  it("changes only the lock: the account stays closed, logged as lock and unlock, the refusal not mailed again", async () => {
    const { id } = await seedMember(db().prisma, {
      userName: "refused.once",
      password: "Welcome2026",
      fullName: "Rina Refused",
      roles: ["User"],
      tableNo: 2,
      officeEmail: "rina@example.org",
      isApproved: false,
    });
    expect((await disableLock("refused.once", "0", { expect: "pending", remark: "Not known to table 2" })).status).toBe(200);
    expect((await disableLock("refused.once", "0", { islocked: "1" })).status).toBe(200);
    expect((await disableLock("refused.once", "0", { islocked: "0", remark: "Lock lifted" })).status).toBe(200);
    expect(await memberRow(db().prisma, "refused.once")).toEqual(
      expect.objectContaining({ isApproved: false, isActive: false, isLocked: false }),
    );
    expect(await mailQueuedTo("rina@example.org")).toEqual(["Your portal sign-up was not approved"]);
    expect(await actionsOf(id)).toEqual(["signup.refuse", "member.lock", "member.unlock"]);
  });
});

describe("updatememberbyadmin changing the e-mail address under the key `email`", () => {
  it("tells the old address, once, as with `officeEmail`", async () => {
    const { id } = await seedMember(db().prisma, {
      userName: "mail.moved",
      password: "Welcome2026",
      fullName: "Mala Moved",
      roles: ["User"],
      officeEmail: "old@example.org",
    });
    const reply = await send(
      updateByAdminPost,
      jsonRequest("/api/auth/updatememberbyadmin", { memberId: id, email: "new@x.in" }, admin()),
    );
    expect(reply.status).toBe(200);
    expect(await memberRow(db().prisma, "mail.moved")).toEqual(expect.objectContaining({ officeEmail: "new@x.in" }));
    expect(await mailQueuedTo("old@example.org")).toEqual(["The e-mail address of your account was changed"]);
    expect(await mailQueuedTo("new@x.in")).toEqual([]);
  });
});
