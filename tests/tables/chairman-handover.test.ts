// A chairman's posting ends on 30 June: at midnight IST on 1 July the next year's chairman holds
// the rights (who is mailed the grant OTP, which areas an area chairman sees, the completion
// check's "chairman in office"), with no edit to anything in between. The clock is injected (the
// `at` of lib/members/postings.ts, and a faked Date for the OTP call), nothing waits.
import { seedMember, seedPosting } from "@/lib/db/seed/seed-functions";
import { areasChairedBy, currentChairmanOfArea, currentChairmanOfCircle, currentChairmanOfTable } from "@/lib/members/postings";
import { loadCompletionEvidence } from "@/lib/projects/completion-checks";
import { appApi } from "../projects/app-api";
import { SIGNED_APPLICATION_STAGE, seedTablePack } from "../projects/helpers";
import { setupTestDb } from "../helpers/test-db";
import { createTablesWorld, removeTablesWorld, tablesApi as api, type TTablesWorld } from "./helpers";

const db = setupTestDb();
let world: TTablesWorld;
const m = () => world.members;

const LAST_MOMENT = new Date("2026-06-30T23:59:59.999+05:30");
const FIRST_MOMENT = new Date("2026-07-01T00:00:00+05:30");

beforeAll(async () => {
  world = await createTablesWorld(db().prisma);
  const prisma = db().prisma;
  // Table 2: texc2 chairs 2025-26, tex2 2026-27. Area 1: ac chairs 2025-26, nex 2026-27.
  await seedPosting(prisma, { memberId: m().texc2.id, unitKind: "TABLE", unitNo: 2, role: "TEX-C", year: 2025 });
  await seedPosting(prisma, { memberId: m().tex2.id, unitKind: "TABLE", unitNo: 2, role: "TEX-C", year: 2026 });
  await seedPosting(prisma, { memberId: m().ac.id, unitKind: "AREA", unitNo: 1, role: "AC", year: 2025 });
  await seedPosting(prisma, { memberId: m().nex.id, unitKind: "AREA", unitNo: 1, role: "AC", year: 2026 });
  // The rule from before postings still names ac for area 1 and texc2 (TEX-C) for table 2: it must not count.
  await prisma.area.update({ where: { areaNo: 1 }, data: { chairmanId: m().ac.id } });
});
afterAll(() => removeTablesWorld(world));

/** Everything who-chairs-what could be read from. */
const snapshot = async () => {
  const prisma = db().prisma;
  return {
    postings: await prisma.posting.findMany({ orderBy: { id: "asc" } }),
    areas: await prisma.area.findMany({ orderBy: { id: "asc" } }),
    roles: await prisma.memberRole.findMany({ orderBy: [{ memberId: "asc" }, { role: "asc" }] }),
    members: await prisma.member.findMany({
      orderBy: { id: "asc" },
      select: { id: true, isActive: true, tableNo: true, circleNo: true },
    }),
  };
};

describe("the chairman's rights at the change of the federation year", () => {
  it("pass from the outgoing to the incoming chairman at midnight IST on 1 July, with no other change", async () => {
    const before = await snapshot();
    expect((await currentChairmanOfTable(2, LAST_MOMENT))?.id).toBe(m().texc2.id);
    expect((await currentChairmanOfTable(2, FIRST_MOMENT))?.id).toBe(m().tex2.id);
    expect((await currentChairmanOfArea(1, LAST_MOMENT))?.id).toBe(m().ac.id);
    expect((await currentChairmanOfArea(1, FIRST_MOMENT))?.id).toBe(m().nex.id);
    expect(await areasChairedBy(m().ac.id, LAST_MOMENT)).toEqual([1]);
    expect(await areasChairedBy(m().ac.id, FIRST_MOMENT)).toEqual([]);
    expect(await areasChairedBy(m().nex.id, LAST_MOMENT)).toEqual([]);
    expect(await areasChairedBy(m().nex.id, FIRST_MOMENT)).toEqual([1]);
    expect(await snapshot()).toEqual(before);
  });

  it("a unit on postings with nobody posted for the year has no chairman; a unit never on postings keeps the old rule", async () => {
    const nextYear = new Date("2027-07-01T00:00:00+05:30");
    expect(await currentChairmanOfTable(2, nextYear)).toBeNull();
    expect(await currentChairmanOfArea(1, nextYear)).toBeNull();
    expect(await areasChairedBy(m().ac.id, nextYear)).toEqual([]);
    // Circle 1 never had a CEX posting: its member with CEX chairs it, in any year.
    expect((await currentChairmanOfCircle(1, nextYear))?.id).toBe(m().cex1.id);
    // An inactive member chairs nothing.
    await db().prisma.member.update({ where: { id: m().tex2.id }, data: { isActive: false } });
    expect(await currentChairmanOfTable(2, FIRST_MOMENT)).toBeNull();
    await db().prisma.member.update({ where: { id: m().tex2.id }, data: { isActive: true } });
  });

  it("a unit never on postings keeps its old-rule chairman while next year's is posted in advance, until 1 July", async () => {
    const prisma = db().prisma;
    // Table 1 and circle 1 have no chairman's posting: member1 (given TEX-C) and cex1 chair by the old rule.
    await prisma.memberRole.create({ data: { memberId: m().member1.id, role: "TEX_C" } });
    // Area 2 neither: Area.chairmanId names member3 (table 3); next year's AC is a new member of table 3.
    await prisma.area.update({ where: { areaNo: 2 }, data: { chairmanId: m().member3.id } });
    const incoming = await seedMember(prisma, {
      userName: "tb-incoming-ac",
      password: "Welcome2026",
      fullName: "Tables incoming ac",
      roles: ["User"],
      tableNo: 3,
    });
    const postings = [
      await seedPosting(prisma, { memberId: m().tex1.id, unitKind: "TABLE", unitNo: 1, role: "TEX-C", year: 2026 }),
      await seedPosting(prisma, { memberId: m().lady1.id, unitKind: "CIRCLE", unitNo: 1, role: "CEX", year: 2026 }),
      await seedPosting(prisma, { memberId: incoming.id, unitKind: "AREA", unitNo: 2, role: "AC", year: 2026 }),
    ];
    try {
      // Up to 30 June 2026 (2025-26) nothing of 2026-27 counts: the outgoing chairmen keep their rights.
      expect((await currentChairmanOfTable(1, LAST_MOMENT))?.id).toBe(m().member1.id);
      expect((await currentChairmanOfCircle(1, LAST_MOMENT))?.id).toBe(m().cex1.id);
      expect((await currentChairmanOfArea(2, LAST_MOMENT))?.id).toBe(m().member3.id);
      expect(await areasChairedBy(m().member3.id, LAST_MOMENT)).toEqual([2]);
      expect(await areasChairedBy(incoming.id, LAST_MOMENT)).toEqual([]);
      // From midnight IST on 1 July the posted members hold them, and the old rule never again.
      expect((await currentChairmanOfTable(1, FIRST_MOMENT))?.id).toBe(m().tex1.id);
      expect((await currentChairmanOfCircle(1, FIRST_MOMENT))?.id).toBe(m().lady1.id);
      expect((await currentChairmanOfArea(2, FIRST_MOMENT))?.id).toBe(incoming.id);
      expect(await areasChairedBy(m().member3.id, FIRST_MOMENT)).toEqual([]);
      expect(await areasChairedBy(incoming.id, FIRST_MOMENT)).toEqual([2]);
      const yearAfter = new Date("2027-07-01T00:00:00+05:30");
      expect(await currentChairmanOfTable(1, yearAfter)).toBeNull();
      expect(await currentChairmanOfArea(2, yearAfter)).toBeNull();
      expect(await areasChairedBy(m().member3.id, yearAfter)).toEqual([]);
    } finally {
      await prisma.posting.deleteMany({ where: { id: { in: postings.map((posting) => posting.id) } } });
      await prisma.member.delete({ where: { id: incoming.id } });
      await prisma.area.update({ where: { areaNo: 2 }, data: { chairmanId: null } });
      await prisma.memberRole.delete({ where: { memberId_role: { memberId: m().member1.id, role: "TEX_C" } } });
    }
  });

  it("a posted member who has left the unit chairs nothing there; an area chairman only from a table or circle of the area", async () => {
    const prisma = db().prisma;
    const moveTo = (memberId: number, unit: { tableNo: number | null; circleNo: number | null }) =>
      prisma.member.update({ where: { id: memberId }, data: unit });
    const cex2 = await seedPosting(prisma, { memberId: m().lady1.id, unitKind: "CIRCLE", unitNo: 2, role: "CEX", year: 2026 });
    try {
      // Postings left behind by moves made before moves were checked (lib/members/unit-move.ts).
      await moveTo(m().tex2.id, { tableNo: 3, circleNo: null });
      expect(await currentChairmanOfTable(2, FIRST_MOMENT)).toBeNull();
      // lady1 is posted CEX of circle 2 but belongs to circle 1; once she is of circle 2, she chairs it.
      expect(await currentChairmanOfCircle(2, FIRST_MOMENT)).toBeNull();
      await moveTo(m().lady1.id, { tableNo: null, circleNo: 2 });
      expect((await currentChairmanOfCircle(2, FIRST_MOMENT))?.id).toBe(m().lady1.id);
      // nex, AC of area 1 for 2026-27, chairs it from circle 1 (area 1), not from table 3 (area 2).
      await moveTo(m().nex.id, { tableNo: null, circleNo: 1 });
      expect((await currentChairmanOfArea(1, FIRST_MOMENT))?.id).toBe(m().nex.id);
      expect(await areasChairedBy(m().nex.id, FIRST_MOMENT)).toEqual([1]);
      await moveTo(m().nex.id, { tableNo: 3, circleNo: null });
      expect(await currentChairmanOfArea(1, FIRST_MOMENT)).toBeNull();
      expect(await areasChairedBy(m().nex.id, FIRST_MOMENT)).toEqual([]);
    } finally {
      await prisma.posting.delete({ where: { id: cex2.id } });
      await moveTo(m().tex2.id, { tableNo: 2, circleNo: null });
      await moveTo(m().lady1.id, { tableNo: null, circleNo: 1 });
      await moveTo(m().nex.id, { tableNo: 1, circleNo: null });
    }
    expect((await currentChairmanOfTable(2, FIRST_MOMENT))?.id).toBe(m().tex2.id);
    expect((await currentChairmanOfArea(1, FIRST_MOMENT))?.id).toBe(m().nex.id);
  });

  it("the look-ups name the chairman of the year the clock is in", async () => {
    // Today is after 1 July 2026: the incoming chairman.
    expect((await api.areaChairman(m().member2.auth, 2)).body).toMatchObject({ chairman: { memberId: m().nex.id } });
  });

  it("the grant OTP goes to the chairman in office at the moment it is asked for", async () => {
    const prisma = db().prisma;
    const packId = await seedTablePack(prisma, "Handover pack", [SIGNED_APPLICATION_STAGE]);
    const auth = m().texc2.auth;
    const created = await appApi.create(auth, { packId, title: "Benches" });
    expect(created.status).toBe(200);
    const stageId = (created.body as { tableProjectApplication: { stages: { id: number }[] } }).tableProjectApplication.stages[0]!
      .id;
    const elements = await prisma.stageElement.findMany({ where: { stage: { packId } }, orderBy: { position: "asc" } });
    const need = elements.find((element) => element.kind === "SHORT_TEXT")!.id;
    const signature = elements.find((element) => element.kind === "OTP_SIGNATURE")!.id;
    await appApi.save(auth, { applicationStageId: stageId, answers: [{ elementId: need, value: "Benches", revision: 1 }] });

    const mailAt = async (at: Date) => {
      // Only Date is faked: timers stay real, so the database client works as usual.
      jest.useFakeTimers({
        now: at,
        doNotFake: [
          "hrtime",
          "nextTick",
          "performance",
          "queueMicrotask",
          "requestAnimationFrame",
          "cancelAnimationFrame",
          "requestIdleCallback",
          "cancelIdleCallback",
          "setImmediate",
          "clearImmediate",
          "setInterval",
          "clearInterval",
          "setTimeout",
          "clearTimeout",
        ],
      });
      try {
        return await appApi.mailChairman(auth, { applicationStageId: stageId, stageElementId: signature });
      } finally {
        jest.useRealTimers();
      }
    };
    const before = await snapshot();
    const last = await mailAt(LAST_MOMENT);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ signerName: "Tables texc2" });
    // The resend pause is counted from the first code's row: move it back, not the clock forward.
    await prisma.signatureOtp.updateMany({ data: { createdAt: new Date(LAST_MOMENT.getTime() - 60_000) } });
    const first = await mailAt(FIRST_MOMENT);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ signerName: "Tables tex2" });
    const mails = await prisma.mailOutbox.findMany({
      where: { subject: { startsWith: "Code to sign" } },
      orderBy: { id: "asc" },
    });
    expect(mails.map((mail) => mail.to)).toEqual(["tb-texc2@example.org", "tb-tex2@example.org"]);
    expect(await snapshot()).toEqual(before);
  });

  it("the completion check compares the area's signer with the chairman in office at that moment", async () => {
    const application = await db().prisma.projectApplication.findFirstOrThrow({ select: { id: true } });
    const tx = db().prisma;
    expect((await loadCompletionEvidence(tx, application.id, LAST_MOMENT)).areaChairman).toEqual({
      id: m().ac.id,
      name: "Tables ac",
    });
    expect((await loadCompletionEvidence(tx, application.id, FIRST_MOMENT)).areaChairman).toEqual({
      id: m().nex.id,
      name: "Tables nex",
    });
  });
});
