// A posting recorded in advance for next federation year gives its member the role only when that
// year starts (1 July 00:00 IST), through the job queue; this year's posting gives it at once.
// The queue is run with the clock set just before and at the year's start (runDueJobs' `now`).
import { JOBS } from "@/lib/jobs/definitions";
import { runDueJobs } from "@/lib/jobs/queue";
import { federationYearOf, federationYearStart } from "@/lib/members/postings";
import { POSTING_ROLE_JOB, postingRoleJobKey } from "@/lib/tables/posting-role-job";
import { tablesApi as api, setupTablesWorld } from "./helpers";

const { db, world } = setupTablesWorld();
const m = () => world.members;
const thisYear = federationYearOf(new Date());
const nextYear = thisYear + 1;
const yearStarts = federationYearStart(nextYear);

type TBearers = { officeBearers: { memberId: number; role: string; postingId: number }[] };

const holds = async (memberId: number, role: "TEX" | "TEX_S" | "ATEX" | "ACEX") =>
  (await db().prisma.memberRole.count({ where: { memberId, role } })) === 1;

/** Runs the due role jobs as the worker would at `at`. */
const runRoleJobsAt = (at: Date) =>
  runDueJobs(
    JOBS.filter((job) => job.name === POSTING_ROLE_JOB),
    { now: () => at },
  );

describe("the role of a posting recorded for next year", () => {
  it("is not given now, but on 1 July 00:00 IST by the job queue, recorded in the change log", async () => {
    const reply = await api.savePostings(m().tex1.auth, {
      tableNo: 1,
      year: nextYear,
      add: [{ memberId: m().member1.id, role: "TEX" }],
    });
    expect(reply.status).toBe(200);
    const { postingId } = (reply.body as TBearers).officeBearers[0]!;
    expect(await holds(m().member1.id, "TEX")).toBe(false);
    const added = await db().prisma.adminChange.findFirstOrThrow({
      where: { action: "posting.add", targetId: String(postingId) },
    });
    expect(added.after).toMatchObject({ grantedRole: false, grantsRoleAt: yearStarts.toISOString() });
    const job = await db().prisma.job.findUniqueOrThrow({ where: { key: postingRoleJobKey(postingId) } });
    expect(job.runAt.toISOString()).toBe(yearStarts.toISOString());

    // 30 June 23:59:59.999 IST: not yet.
    expect((await runRoleJobsAt(new Date(yearStarts.getTime() - 1))).claimed).toBe(0);
    expect(await holds(m().member1.id, "TEX")).toBe(false);

    expect(await runRoleJobsAt(yearStarts)).toMatchObject({ claimed: 1, succeeded: 1 });
    expect(await holds(m().member1.id, "TEX")).toBe(true);
    const granted = await db().prisma.adminChange.findFirstOrThrow({
      where: { action: "posting.grantRole", targetId: String(postingId) },
    });
    expect(granted).toMatchObject({ actorId: m().tex1.id, targetKind: "posting" });
    expect(granted.after).toMatchObject({ memberId: m().member1.id, role: "TEX", year: nextYear, grantedRole: true });
    expect((await runRoleJobsAt(yearStarts)).claimed).toBe(0);
  });

  it("gives nothing for a posting removed before 1 July, nor to a member who left the table; a lock does not stop it", async () => {
    const added = await api.saveCirclePostings(m().admin.auth, {
      circleNo: 1,
      year: nextYear,
      add: [{ memberId: m().lady1.id, role: "ACEX" }],
    });
    expect(added.status).toBe(200);
    const { postingId } = (added.body as TBearers).officeBearers[0]!;
    expect((await api.saveCirclePostings(m().admin.auth, { circleNo: 1, year: nextYear, remove: [postingId] })).status).toBe(200);
    const locked = await api.savePostings(m().admin.auth, {
      tableNo: 2,
      year: nextYear,
      add: [{ memberId: m().member2.id, role: "TEX-S" }],
    });
    expect(locked.status).toBe(200);
    const moved = await api.savePostings(m().admin.auth, {
      tableNo: 3,
      year: nextYear,
      add: [{ memberId: m().member3.id, role: "ATEX" }],
    });
    expect(moved.status).toBe(200);
    // A lock shuts the log-in only: the office stands, and the role is there when it is unlocked.
    await db().prisma.member.update({ where: { id: m().member2.id }, data: { isLocked: true } });
    await db().prisma.member.update({ where: { id: m().member3.id }, data: { tableNo: 1 } });
    try {
      // The removed posting's job went with it: two left.
      expect(await runRoleJobsAt(yearStarts)).toMatchObject({ claimed: 2, succeeded: 2 });
    } finally {
      await db().prisma.member.update({ where: { id: m().member2.id }, data: { isLocked: false } });
      await db().prisma.member.update({ where: { id: m().member3.id }, data: { tableNo: 3 } });
    }
    expect(await holds(m().lady1.id, "ACEX")).toBe(false);
    expect(await holds(m().member2.id, "TEX_S")).toBe(true);
    expect(await holds(m().member3.id, "ATEX")).toBe(false);
    expect(await db().prisma.adminChange.count({ where: { action: "posting.grantRole" } })).toBe(2);
  });

  it("is given at once for this year's posting, with no job, and stays when the posting is removed", async () => {
    const reply = await api.savePostings(m().admin.auth, {
      tableNo: 3,
      year: thisYear,
      add: [{ memberId: m().member3.id, role: "ATEX" }],
    });
    expect(reply.status).toBe(200);
    const { postingId } = (reply.body as TBearers).officeBearers[0]!;
    expect(await holds(m().member3.id, "ATEX")).toBe(true);
    const added = await db().prisma.adminChange.findFirstOrThrow({
      where: { action: "posting.add", targetId: String(postingId) },
    });
    expect(added.after).toMatchObject({ grantedRole: true });
    expect(added.after).not.toHaveProperty("grantsRoleAt");
    expect(await db().prisma.job.count({ where: { key: postingRoleJobKey(postingId) } })).toBe(0);
    expect((await api.savePostings(m().admin.auth, { tableNo: 3, year: thisYear, remove: [postingId] })).status).toBe(200);
    expect(await holds(m().member3.id, "ATEX")).toBe(true);
    // The same member posted for next year in another office: that role waits for 1 July.
    expect(
      (await api.savePostings(m().admin.auth, { tableNo: 3, year: nextYear, add: [{ memberId: m().member3.id, role: "TEX" }] }))
        .status,
    ).toBe(200);
    expect(await holds(m().member3.id, "TEX")).toBe(false);
  });

  it("goes with its posting: removing or replacing a posting before 1 July deletes its queued job, others stay", async () => {
    const added = await api.savePostings(m().admin.auth, {
      tableNo: 2,
      year: nextYear,
      add: [
        { memberId: m().member2.id, role: "ATEX" },
        { memberId: m().texc2.id, role: "TEX" },
      ],
    });
    expect(added.status).toBe(200);
    const postingOf = (body: unknown, memberId: number, role: string) =>
      (body as TBearers).officeBearers.find((bearer) => bearer.memberId === memberId && bearer.role === role)!.postingId;
    const removed = postingOf(added.body, m().member2.id, "ATEX");
    const replaced = postingOf(added.body, m().texc2.id, "TEX");
    const queued = (postingId: number) => db().prisma.job.count({ where: { key: postingRoleJobKey(postingId) } });
    expect([await queued(removed), await queued(replaced)]).toEqual([1, 1]);

    expect((await api.savePostings(m().admin.auth, { tableNo: 2, year: nextYear, remove: [removed] })).status).toBe(200);
    expect([await queued(removed), await queued(replaced)]).toEqual([0, 1]);

    // The same office given again in one save: a new posting with its own job, the old job gone.
    const again = await api.savePostings(m().admin.auth, {
      tableNo: 2,
      year: nextYear,
      remove: [replaced],
      add: [{ memberId: m().texc2.id, role: "TEX" }],
    });
    expect(again.status).toBe(200);
    const successor = postingOf(again.body, m().texc2.id, "TEX");
    expect(successor).not.toBe(replaced);
    expect([await queued(replaced), await queued(successor)]).toEqual([0, 1]);
    expect(await db().prisma.adminChange.count({ where: { action: "posting.remove", targetId: String(removed) } })).toBe(1);
  });
});
