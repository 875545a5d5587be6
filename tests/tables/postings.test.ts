// Terms of office: the federation year (1 July to 30 June, IST), savepostings and its twins (who
// may post whom, one chairman a year, only this year and next), and who chairs a unit at a given
// instant, including the fallback for units never on postings.
import { seedMember } from "@/lib/db/seed/seed-functions";
import {
  areasChairedBy,
  currentChairmanOfArea,
  currentChairmanOfCircle,
  currentChairmanOfTable,
  federationYearLabel,
  federationYearOf,
  federationYearStart,
} from "@/lib/members/postings";
import { listTableMembersForPostings } from "@/lib/tables/get-table-details";
import { expectError, tableFootprint, tablesApi as api, setupTablesWorld } from "./helpers";

const { db, world } = setupTablesWorld();
const m = () => world.members;
const footprint = () => tableFootprint(db().prisma, world);
const thisYear = federationYearOf(new Date());

describe("the federation year", () => {
  it("starts at midnight on 1 July in India, whatever the server's time zone", () => {
    expect(federationYearOf(new Date("2026-06-30T23:59:59.999+05:30"))).toBe(2025);
    expect(federationYearOf(new Date("2026-07-01T00:00:00+05:30"))).toBe(2026);
    // 1 July 00:30 IST is still 30 June in UTC.
    expect(federationYearOf(new Date("2026-06-30T19:00:00Z"))).toBe(2026);
    expect(federationYearOf(new Date("2027-01-15T12:00:00Z"))).toBe(2026);
    expect(federationYearOf(new Date("2027-06-30T18:29:59Z"))).toBe(2026);
    expect(federationYearStart(2026).toISOString()).toBe("2026-06-30T18:30:00.000Z");
    expect(federationYearLabel(2026)).toBe("2026-27");
    expect(federationYearLabel(1999)).toBe("1999-00");
  });
});

type TBearers = { officeBearers: { memberId: number; role: string; postingId: number }[] };

describe("POST /api/table/savepostings", () => {
  it("lets the Admin post the table's chairman, and gives the member the role when they lack it", async () => {
    const reply = await api.savePostings(m().admin.auth, {
      tableNo: 1,
      year: thisYear,
      add: [{ memberId: m().member1.id, role: "TEX-C" }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      stat: 1,
      year: thisYear,
      yearLabel: federationYearLabel(thisYear),
      officeBearers: [{ memberId: m().member1.id, role: "TEX-C", fullName: "Tables member1" }],
    });
    expect(await db().prisma.memberRole.findMany({ where: { memberId: m().member1.id }, select: { role: true } })).toEqual(
      expect.arrayContaining([{ role: "TEX_C" }, { role: "User" }]),
    );
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { action: "posting.add" } });
    expect(change.after).toMatchObject({ memberId: m().member1.id, role: "TEX-C", year: thisYear, grantedRole: true });
    expect((await api.details(m().member1.auth, 1)).body).toMatchObject({ chairman: { memberId: m().member1.id } });
  });

  it("lets a TEX post and remove their own table's other office bearers, for this year or next", async () => {
    const added = await api.savePostings(m().tex1.auth, {
      tableNo: 1,
      year: thisYear + 1,
      add: [
        { memberId: m().tex1.id, role: "TEX" },
        { memberId: m().nex.id, role: "TEX-S" },
      ],
    });
    expect(added.status).toBe(200);
    const bearers = (added.body as TBearers).officeBearers;
    expect(bearers.map((bearer) => bearer.role).sort()).toEqual(["TEX", "TEX-S"]);
    const secretary = bearers.find((bearer) => bearer.role === "TEX-S")!;
    const removed = await api.savePostings(m().tex1.auth, { tableNo: 1, year: thisYear + 1, remove: [secretary.postingId] });
    expect((removed.body as TBearers).officeBearers.map((bearer) => bearer.role)).toEqual(["TEX"]);
    expect(
      await db().prisma.adminChange.count({ where: { action: "posting.remove", targetId: String(secretary.postingId) } }),
    ).toBe(1);
    // Next year's posting gave no role yet: it comes on 1 July (tests/tables/postings-next-year.test.ts).
    expect(await db().prisma.memberRole.count({ where: { memberId: m().nex.id, role: "TEX_S" } })).toBe(0);
  });

  it("shows next year's office bearers beside this year's on the table's details (posted in advance)", async () => {
    const details = (await api.details(m().tex1.auth, 1)).body as TBearers & {
      year: number;
      nextYear: TBearers & { year: number; yearLabel: string };
    };
    expect(details.year).toBe(thisYear);
    expect(details.officeBearers.map((bearer) => bearer.role)).toEqual(["TEX-C"]);
    expect(details.nextYear).toMatchObject({ year: thisYear + 1, yearLabel: federationYearLabel(thisYear + 1) });
    expect(details.nextYear.officeBearers.map((bearer) => [bearer.memberId, bearer.role])).toEqual([[m().tex1.id, "TEX"]]);
  });

  it("refuses, writing nothing: another table, the chairman by a TEX, a stranger, a second chairman, a past year, bad roles", async () => {
    const before = await footprint();
    const chairman = (await db().prisma.posting.findFirstOrThrow({ where: { unitNo: 1, role: "TEX_C" } })).id;
    const cases: [unknown, number, string | undefined][] = [
      [{ tableNo: 2, year: thisYear, add: [{ memberId: m().member2.id, role: "TEX" }] }, 403, undefined],
      [{ tableNo: 1, year: thisYear, add: [{ memberId: m().tex1.id, role: "TEX-C" }] }, 403, "add.0.role"],
      [{ tableNo: 1, year: thisYear, remove: [chairman] }, 403, "remove"],
      [{ tableNo: 1, year: thisYear, add: [{ memberId: m().member2.id, role: "TEX" }] }, 400, "add.0.memberId"],
      [{ tableNo: 1, year: thisYear - 1, add: [{ memberId: m().member1.id, role: "TEX" }] }, 400, "year"],
      [{ tableNo: 1, year: thisYear + 2, add: [{ memberId: m().member1.id, role: "TEX" }] }, 400, "year"],
      [{ tableNo: 1, year: thisYear, add: [{ memberId: m().member1.id, role: "CEX" }] }, 400, "add.0.role"],
      [{ tableNo: 1, year: thisYear, add: [{ memberId: m().member1.id, role: "Chief" }] }, 400, "add.0.role"],
      [{ tableNo: 1, year: thisYear, remove: [999999] }, 400, "remove"],
      [{ tableNo: 1, year: thisYear }, 400, "add"],
    ];
    for (const [body, status, field] of cases) expectError(await api.savePostings(m().tex1.auth, body), status, field);
    // A second chairman for the year, and the same posting twice, by the Admin.
    expectError(
      await api.savePostings(m().admin.auth, { tableNo: 1, year: thisYear, add: [{ memberId: m().tex1.id, role: "TEX-C" }] }),
      409,
      "add.0",
    );
    expectError(
      await api.savePostings(m().admin.auth, { tableNo: 1, year: thisYear, add: [{ memberId: m().member1.id, role: "TEX-C" }] }),
      409,
      "add.0",
    );
    // A valid first entry does not stay when the second fails.
    expectError(
      await api.savePostings(m().admin.auth, {
        tableNo: 1,
        year: thisYear,
        add: [
          { memberId: m().tex1.id, role: "ATEX" },
          { memberId: m().member3.id, role: "TEX" },
        ],
      }),
      400,
      "add.1.memberId",
    );
    expectError(await api.savePostings(m().admin.auth, { tableNo: 77, year: thisYear, add: [], remove: [1] }), 404);
    expectError(await api.savePostings(m().member1.auth, { tableNo: 1, year: thisYear, add: [] }), 403);
    expectError(await api.savePostings(m().texc2.auth, { tableNo: 2, year: thisYear, add: [] }), 403);
    expect(await footprint()).toEqual(before);
  });

  it("refuses an unapproved sign-up or a locked account of the table (400 on its memberId) and leaves both out of the page's picker", async () => {
    const prisma = db().prisma;
    const pickerIds = async () => (await listTableMembersForPostings(1)).map((member) => member.memberId);
    const signUp = await seedMember(prisma, {
      userName: "tb-signup1",
      password: "Welcome2026",
      fullName: "Tables signup1",
      roles: ["User"],
      tableNo: 1,
      isApproved: false,
    });
    const locked = await seedMember(prisma, {
      userName: "tb-locked1",
      password: "Welcome2026",
      fullName: "Tables locked1",
      roles: ["User"],
      tableNo: 1,
      isLocked: true,
    });
    try {
      const before = await footprint();
      for (const memberId of [signUp.id, locked.id]) {
        for (const role of ["TEX", "TEX-C"])
          expectError(
            await api.savePostings(m().admin.auth, { tableNo: 1, year: thisYear + 1, add: [{ memberId, role }] }),
            400,
            "add.0.memberId",
          );
      }
      expect(await footprint()).toEqual(before);
      expect(await pickerIds()).not.toContain(signUp.id);
      expect(await pickerIds()).not.toContain(locked.id);
      expect(await pickerIds()).toContain(m().member1.id);
      // Once approved (and unlocked), they are offered and can be posted.
      await prisma.member.updateMany({
        where: { id: { in: [signUp.id, locked.id] } },
        data: { isApproved: true, isLocked: false },
      });
      expect(await pickerIds()).toEqual(expect.arrayContaining([signUp.id, locked.id]));
      const posted = await api.savePostings(m().admin.auth, {
        tableNo: 1,
        year: thisYear + 1,
        add: [{ memberId: signUp.id, role: "ATEX" }],
      });
      expect(posted.status).toBe(200);
    } finally {
      await prisma.member.deleteMany({ where: { id: { in: [signUp.id, locked.id] } } });
    }
  });

  it("an un-approved member chairs nothing: not the table they are posted to, nor an area or circle on the old rule", async () => {
    const prisma = db().prisma;
    const at = new Date();
    // member1 is table 1's chairman this year (posted above); Area 3 is still on Area.chairmanId.
    expect((await currentChairmanOfTable(1, at))?.id).toBe(m().member1.id);
    await prisma.area.update({ where: { areaNo: 3 }, data: { chairmanId: m().member1.id } });
    expect(await areasChairedBy(m().member1.id, at)).toEqual([3]);
    expect((await currentChairmanOfArea(3, at))?.id).toBe(m().member1.id);
    await prisma.member.update({ where: { id: m().member1.id }, data: { isApproved: false } });
    try {
      expect(await currentChairmanOfTable(1, at)).toBeNull();
      expect((await api.details(m().admin.auth, 1)).body).toMatchObject({ chairman: null });
      expect(await currentChairmanOfArea(3, at)).toBeNull();
      expect(await areasChairedBy(m().member1.id, at)).toEqual([]);
      // Circle 1 is on the old rule (its member with CEX): an un-approved one does not chair it either.
      expect((await currentChairmanOfCircle(1, at))?.id).toBe(m().cex1.id);
      await prisma.member.update({ where: { id: m().cex1.id }, data: { isApproved: false } });
      expect(await currentChairmanOfCircle(1, at)).toBeNull();
    } finally {
      await prisma.member.updateMany({ where: { id: { in: [m().member1.id, m().cex1.id] } }, data: { isApproved: true } });
      await prisma.area.update({ where: { areaNo: 3 }, data: { chairmanId: null } });
    }
    expect((await currentChairmanOfTable(1, at))?.id).toBe(m().member1.id);
  });

  it("lets Admin and NEX post an area's chairman and a circle's office bearers, and no one else", async () => {
    const area = await api.saveAreaPostings(m().nex.auth, {
      areaNo: 1,
      year: thisYear,
      add: [{ memberId: m().ac.id, role: "AC" }],
    });
    expect(area.status).toBe(200);
    expect((await api.areaChairman(m().member2.auth, 2)).body).toMatchObject({ chairman: { memberId: m().ac.id } });
    // An area's chairman comes from a table or circle of that area.
    expectError(
      await api.saveAreaPostings(m().admin.auth, { areaNo: 2, year: thisYear, add: [{ memberId: m().ac.id, role: "AC" }] }),
      400,
      "add.0.memberId",
    );
    // ... and not from a de-chartered one: its members stay, but none chairs the area.
    await db().prisma.table.update({ where: { tableNo: 2 }, data: { isDecharted: true } });
    try {
      expectError(
        await api.saveAreaPostings(m().admin.auth, {
          areaNo: 1,
          year: thisYear + 1,
          add: [{ memberId: m().member2.id, role: "AC" }],
        }),
        400,
        "add.0.memberId",
      );
    } finally {
      await db().prisma.table.update({ where: { tableNo: 2 }, data: { isDecharted: false } });
    }
    const circle = await api.saveCirclePostings(m().admin.auth, {
      circleNo: 1,
      year: thisYear,
      add: [{ memberId: m().lady1.id, role: "ACEX" }],
    });
    expect(circle.status).toBe(200);
    expectError(
      await api.saveCirclePostings(m().cex1.auth, {
        circleNo: 1,
        year: thisYear,
        add: [{ memberId: m().lady1.id, role: "CEX" }],
      }),
      403,
    );
    expectError(
      await api.saveAreaPostings(m().tex1.auth, { areaNo: 1, year: thisYear, add: [{ memberId: m().tex1.id, role: "AC" }] }),
      403,
    );
    expectError(
      await api.saveCirclePostings(m().admin.auth, {
        circleNo: 1,
        year: thisYear,
        add: [{ memberId: m().lady1.id, role: "TEX" }],
      }),
      400,
      "add.0.role",
    );
  });
});
