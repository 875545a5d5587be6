// The reads of the area postings screen (issue 13): getareapostings and getcirclepostings, a year's
// postings and the members who may be posted (the rule savepostings applies), for Admin and NEX only.
import { seedMember, seedPosting } from "@/lib/db/seed/seed-functions";
import { federationYearLabel, federationYearOf } from "@/lib/members/postings";
import { expectError, tablesApi as api, setupTablesWorld } from "./helpers";

const { db, world } = setupTablesWorld();
const m = () => world.members;
const thisYear = federationYearOf(new Date());
const nextYear = thisYear + 1;

type TPosting = {
  postingId: number;
  memberId: number;
  fullName: string;
  role: string;
  year: number;
  tableNo: number | null;
  circleNo: number | null;
  isActive: boolean;
  isApproved: boolean;
};
type TCandidate = { memberId: number; fullName: string; tableNo: number | null; circleNo: number | null };
type TUnitPostings = { year: number; yearLabel: string; postings: TPosting[]; candidates: TCandidate[] };
type TAreaPostings = TUnitPostings & { areaNo: number; areaName: string; circles: { circleNo: number; circleName: string }[] };

const names = (rows: { fullName: string }[]) => rows.map((row) => row.fullName).sort();

describe("who may read the postings", () => {
  it("refuses visitors (401) and members outside the secretariat (403)", async () => {
    expectError(await api.areaPostings(undefined, 1), 401);
    expectError(await api.circlePostings(undefined, 1), 401);
    for (const member of [m().tex1, m().texc2, m().ac, m().cex1, m().member1, m().secretary]) {
      expectError(await api.areaPostings(member.auth, 1, thisYear), 403);
      expectError(await api.circlePostings(member.auth, 1, thisYear), 403);
    }
    expect((await api.areaPostings(m().nex.auth, 1)).status).toBe(200);
    expect((await api.circlePostings(m().nex.auth, 1)).status).toBe(200);
  });

  it("answers 400 naming a bad number or year, and 404 for an unknown area or circle", async () => {
    for (const areaNo of ["abc", "0", "-1", "1.5", "99999999999"])
      expectError(await api.areaPostings(m().admin.auth, areaNo), 400, "params.areaNo");
    for (const circleNo of ["x", "0"]) expectError(await api.circlePostings(m().admin.auth, circleNo), 400, "params.circleNo");
    for (const year of ["next", "1900", "2026.5", "99999"]) {
      expectError(await api.areaPostings(m().admin.auth, 1, year), 400, "query.year");
      expectError(await api.circlePostings(m().admin.auth, 1, year), 400, "query.year");
    }
    expect(expectError(await api.areaPostings(m().admin.auth, 99), 404).message).toBe("There is no area 99");
    expect(expectError(await api.circlePostings(m().admin.auth, 99), 404).message).toBe("There is no circle 99");
  });
});

describe("GET /api/table/getareapostings/{areaNo}", () => {
  it("gives the area's chairman of the year, its circles, and its tables' and circles' active members", async () => {
    await seedPosting(db().prisma, { memberId: m().ac.id, unitKind: "AREA", unitNo: 1, role: "AC" });
    const reply = await api.areaPostings(m().admin.auth, 1, thisYear);
    expect(reply.status).toBe(200);
    const body = reply.body as TAreaPostings;
    expect(body).toMatchObject({
      areaNo: 1,
      areaName: "Area 1 - South",
      year: thisYear,
      yearLabel: federationYearLabel(thisYear),
      circles: [{ circleNo: 1, circleName: "Madras Ladies Circle 1" }],
      postings: [
        { memberId: m().ac.id, fullName: "Tables ac", role: "AC", year: thisYear, tableNo: 1, circleNo: null, isActive: true },
      ],
    });
    // Members of tables 1 and 2 and of circle 1; not table 3's (area 2), nor members of no unit.
    expect(names(body.candidates)).toEqual(
      ["ac", "cex1", "lady1", "member1", "member2", "nex", "tex1", "tex2", "texc2"].map((key) => `Tables ${key}`),
    );
    expect(body.candidates.find((candidate) => candidate.memberId === m().lady1.id)).toMatchObject({
      tableNo: null,
      circleNo: 1,
    });
    // No year: this federation year. Another year: its own postings (none yet).
    expect((await api.areaPostings(m().nex.auth, 1)).body).toMatchObject({ year: thisYear, postings: [{ role: "AC" }] });
    expect((await api.areaPostings(m().nex.auth, 1, nextYear)).body).toMatchObject({ year: nextYear, postings: [] });
  });

  it("gives an area without tables or circles no candidates", async () => {
    expect((await api.areaPostings(m().admin.auth, 3, thisYear)).body).toMatchObject({
      areaNo: 3,
      circles: [],
      postings: [],
      candidates: [],
    });
  });

  it("shows a chairman posted, changed and removed through saveareapostings", async () => {
    const assigned = await api.saveAreaPostings(m().nex.auth, {
      areaNo: 1,
      year: nextYear,
      add: [{ memberId: m().lady1.id, role: "AC" }],
    });
    expect(assigned.status).toBe(200);
    let read = (await api.areaPostings(m().admin.auth, 1, nextYear)).body as TAreaPostings;
    expect(read.postings).toMatchObject([{ memberId: m().lady1.id, role: "AC", year: nextYear, circleNo: 1, tableNo: null }]);
    // This year's chairman is unchanged.
    expect(((await api.areaPostings(m().admin.auth, 1, thisYear)).body as TAreaPostings).postings).toMatchObject([
      { memberId: m().ac.id },
    ]);

    // Change: the old posting removed and the new one added in one call, as the screen sends it.
    const changed = await api.saveAreaPostings(m().admin.auth, {
      areaNo: 1,
      year: nextYear,
      remove: [read.postings[0]!.postingId],
      add: [{ memberId: m().member2.id, role: "AC" }],
    });
    expect(changed.status).toBe(200);
    read = (await api.areaPostings(m().admin.auth, 1, nextYear)).body as TAreaPostings;
    expect(read.postings).toMatchObject([{ memberId: m().member2.id, tableNo: 2 }]);

    expect(
      (await api.saveAreaPostings(m().admin.auth, { areaNo: 1, year: nextYear, remove: [read.postings[0]!.postingId] })).status,
    ).toBe(200);
    expect((await api.areaPostings(m().admin.auth, 1, nextYear)).body).toMatchObject({ postings: [] });
  });
});

describe("GET /api/circle/getcirclepostings/{circleNo}", () => {
  it("gives the circle's CEX and ACEX postings of the year and its active members", async () => {
    const empty = await api.circlePostings(m().admin.auth, 1, nextYear);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      circleNo: 1,
      circleName: "Madras Ladies Circle 1",
      areaNo: 1,
      areaName: "Area 1 - South",
      year: nextYear,
      yearLabel: federationYearLabel(nextYear),
      postings: [],
    });
    expect(names((empty.body as TUnitPostings).candidates)).toEqual(["Tables cex1", "Tables lady1"]);

    const saved = await api.saveCirclePostings(m().nex.auth, {
      circleNo: 1,
      year: nextYear,
      add: [
        { memberId: m().cex1.id, role: "CEX" },
        { memberId: m().lady1.id, role: "ACEX" },
      ],
    });
    expect(saved.status).toBe(200);
    const read = (await api.circlePostings(m().nex.auth, 1, nextYear)).body as TUnitPostings;
    expect(read.postings.map(({ memberId, role, circleNo, tableNo }) => ({ memberId, role, circleNo, tableNo }))).toEqual(
      expect.arrayContaining([
        { memberId: m().cex1.id, role: "CEX", circleNo: 1, tableNo: null },
        { memberId: m().lady1.id, role: "ACEX", circleNo: 1, tableNo: null },
      ]),
    );
    expect(read.postings).toHaveLength(2);
    expect((await api.circlePostings(m().nex.auth, 1, thisYear)).body).toMatchObject({ postings: [] });
    expect((await api.circlePostings(m().nex.auth, 2, nextYear)).body).toMatchObject({ postings: [], candidates: [] });
  });

  it("offers no unapproved sign-up and no locked account, as the save refuses them", async () => {
    const prisma = db().prisma;
    const seed = (
      key: string,
      unit: { tableNo?: number; circleNo?: number },
      flags: { isApproved?: boolean; isLocked?: boolean },
    ) =>
      seedMember(prisma, {
        userName: `tb-${key}`,
        password: "Welcome2026",
        fullName: `Tables ${key}`,
        roles: ["User"],
        ...unit,
        ...flags,
      });
    const seeded = [
      await seed("signup-t2", { tableNo: 2 }, { isApproved: false }),
      await seed("signup-c1", { circleNo: 1 }, { isApproved: false }),
      await seed("locked-c1", { circleNo: 1 }, { isLocked: true }),
    ];
    const ids = seeded.map((member) => member.id);
    try {
      const area = (await api.areaPostings(m().admin.auth, 1, nextYear)).body as TAreaPostings;
      const circle = (await api.circlePostings(m().admin.auth, 1, nextYear)).body as TUnitPostings;
      for (const id of ids) {
        expect(area.candidates.map((candidate) => candidate.memberId)).not.toContain(id);
        expect(circle.candidates.map((candidate) => candidate.memberId)).not.toContain(id);
      }
      expect(names(circle.candidates)).toEqual(["Tables cex1", "Tables lady1"]);
      expectError(
        await api.saveAreaPostings(m().admin.auth, { areaNo: 1, year: nextYear, add: [{ memberId: ids[0], role: "AC" }] }),
        400,
        "add.0.memberId",
      );
      expectError(
        await api.saveCirclePostings(m().admin.auth, { circleNo: 1, year: nextYear, add: [{ memberId: ids[1], role: "ACEX" }] }),
        400,
        "add.0.memberId",
      );
      // Approved (and unlocked), they are candidates like any member.
      await prisma.member.updateMany({ where: { id: { in: ids } }, data: { isApproved: true, isLocked: false } });
      const after = (await api.areaPostings(m().admin.auth, 1, nextYear)).body as TAreaPostings;
      expect(after.candidates.map((candidate) => candidate.memberId)).toEqual(expect.arrayContaining(ids));
    } finally {
      await prisma.member.deleteMany({ where: { id: { in: ids } } });
    }
  });

  it("marks the posting of a member whose account is no longer approved (they chair nothing)", async () => {
    await seedPosting(db().prisma, { memberId: m().ac.id, unitKind: "AREA", unitNo: 1, role: "AC", year: nextYear });
    await db().prisma.member.update({ where: { id: m().ac.id }, data: { isApproved: false } });
    try {
      const area = (await api.areaPostings(m().admin.auth, 1, nextYear)).body as TAreaPostings;
      expect(area.postings.find((posting) => posting.memberId === m().ac.id)).toMatchObject({
        isActive: true,
        isApproved: false,
      });
      expect(area.candidates.map((candidate) => candidate.memberId)).not.toContain(m().ac.id);
    } finally {
      await db().prisma.member.update({ where: { id: m().ac.id }, data: { isApproved: true } });
      await db().prisma.posting.deleteMany({ where: { memberId: m().ac.id, year: nextYear, unitKind: "AREA" } });
    }
  });

  it("keeps an inactive member's posting (marked) but offers them no more", async () => {
    await db().prisma.member.update({ where: { id: m().lady1.id }, data: { isActive: false } });
    try {
      const read = (await api.circlePostings(m().admin.auth, 1, nextYear)).body as TUnitPostings;
      expect(read.postings.find((posting) => posting.memberId === m().lady1.id)).toMatchObject({ isActive: false });
      expect(names(read.candidates)).toEqual(["Tables cex1"]);
      const area = (await api.areaPostings(m().admin.auth, 1, nextYear)).body as TAreaPostings;
      expect(area.candidates.map((candidate) => candidate.memberId)).not.toContain(m().lady1.id);
    } finally {
      await db().prisma.member.update({ where: { id: m().lady1.id }, data: { isActive: true } });
    }
  });
});
