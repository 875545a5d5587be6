// The look-ups of tables, circles and areas (docs/api/tables.md): who may call each, the replies,
// 404 for unknown numbers and 400 naming the field for bad ones.
import { setupTestDb } from "../helpers/test-db";
import { seedMember, seedPosting } from "@/lib/db/seed/seed-functions";
import {
  createTablesWorld,
  expectError,
  removeTablesWorld,
  tableDetails,
  tableNos,
  tablesApi as api,
  type TTablesWorld,
} from "./helpers";

const db = setupTestDb();
let world: TTablesWorld;
const m = () => world.members;

beforeAll(async () => {
  world = await createTablesWorld(db().prisma);
  await api.update(m().admin.auth, tableDetails(1, "Madras Round Table 1"));
  await seedPosting(db().prisma, { memberId: m().ac.id, unitKind: "AREA", unitNo: 1, role: "AC" });
  await seedPosting(db().prisma, { memberId: m().tex1.id, unitKind: "TABLE", unitNo: 1, role: "TEX" });
  await seedPosting(db().prisma, { memberId: m().cex1.id, unitKind: "CIRCLE", unitNo: 1, role: "CEX" });
});
afterAll(() => removeTablesWorld(world));

describe("table look-ups", () => {
  it("are for members only: 401 without a session", async () => {
    expectError(await api.all(), 401);
    expectError(await api.search(undefined, { searchTable: "1" }), 401);
    expectError(await api.byArea(undefined, 1), 401);
    expectError(await api.details(undefined, 1), 401);
    expectError(await api.areaChairman(undefined, 1), 401);
    expectError(await api.circlesByArea(undefined, 1), 401);
    expectError(await api.circle(undefined, 1), 401);
    expectError(await api.areas(), 401);
    expectError(await api.tablesWithUsers(undefined, 1), 401);
    expectError(await api.circlesWithUsers(undefined, 1), 401);
  });

  it("getalltables lists every active table with its area", async () => {
    const reply = await api.all(m().member1.auth);
    expect(reply.status).toBe(200);
    expect(tableNos(reply)).toEqual([1, 2, 3]);
    expect((reply.body as unknown[])[0]).toMatchObject({
      tableNo: 1,
      tableName: "Madras Round Table 1",
      areaNo: 1,
      areaName: "Area 1 - South",
      city: "Chennai",
      charterDate: "1962-08-15",
      logoUrl: null,
      isDecharted: false,
    });
  });

  it("searchtable matches the number (also RT12) or a part of the name or city", async () => {
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "2" }))).toEqual([2]);
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "rt3" }))).toEqual([3]);
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "bang" }))).toEqual([2]);
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "chennai" }))).toEqual([1]);
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "Round Table" }))).toEqual([1, 2, 3]);
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "" }))).toEqual([1, 2, 3]);
    expect(tableNos(await api.search(m().member1.auth, { searchTable: "%" }))).toEqual([]);
    expectError(await api.search(m().member1.auth, { searchTable: "x".repeat(101) }), 400, "searchTable");
  });

  it("gettablebyareano lists the area's tables; 404 for an unknown area, 400 for a bad number", async () => {
    expect(tableNos(await api.byArea(m().member1.auth, 1))).toEqual([1, 2]);
    expect(tableNos(await api.byArea(m().member1.auth, 3))).toEqual([]);
    expectError(await api.byArea(m().member1.auth, 9), 404);
    expectError(await api.byArea(m().member1.auth, "abc"), 400, "params.areaNo");
    expectError(await api.byArea(m().member1.auth, "0"), 400, "params.areaNo");
    expectError(await api.byArea(m().member1.auth, "-1"), 400, "params.areaNo");
  });

  it("getareawisechairmanbytableno names the area's chairman in office this year", async () => {
    const reply = await api.areaChairman(m().member2.auth, 2);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      tableNo: 2,
      areaNo: 1,
      chairman: { memberId: m().ac.id, fullName: "Tables ac", officeEmail: "tb-ac@example.org" },
    });
    expect((reply.body as { chairman: unknown; yearLabel: string }).yearLabel).toMatch(/^\d{4}-\d{2}$/);
    expect((await api.areaChairman(m().member2.auth, 3)).body).toMatchObject({ areaNo: 2, chairman: null });
    expectError(await api.areaChairman(m().member2.auth, 77), 404);
    expectError(await api.areaChairman(m().member2.auth, "x1"), 400, "params.tableNo");
  });

  it("gettabledetailsbytableno shows bank details only to the table's managers, office bearers and the trust's secretary", async () => {
    const forMember = await api.details(m().member1.auth, 1);
    expect(forMember.status).toBe(200);
    expect(forMember.body).toMatchObject({
      tableNo: 1,
      meetingPlace: "Hotel Savera, Mylapore, 2nd and 4th Thursday",
      bank: null,
      canEdit: false,
      officeBearers: [{ memberId: m().tex1.id, role: "TEX" }],
      areaChairman: { memberId: m().ac.id },
    });
    const bank = { accountName: "Round Table 1 Charity Account", accountNo: "001234567890", ifsc: "SBIN0001234" };
    for (const who of [m().tex1, m().admin, m().nex, m().secretary]) {
      expect((await api.details(who.auth, 1)).body).toMatchObject({ bank });
    }
    // Another table's TEX sees the table, not its account.
    expect((await api.details(m().tex2.auth, 1)).body).toMatchObject({ bank: null, canEdit: false });
    expect((await api.details(m().tex1.auth, 1)).body).toMatchObject({ canEdit: true, canEditChairman: false });
    expectError(await api.details(m().member1.auth, 404), 404);
    expectError(await api.details(m().member1.auth, "1.5"), 400, "params.tableNo");
  });
});

describe("circle and area look-ups", () => {
  it("getcirclebyareano and getcircledetailsbycircleno", async () => {
    const circles = await api.circlesByArea(m().member1.auth, 1);
    expect(circles.status).toBe(200);
    expect(circles.body).toEqual([
      expect.objectContaining({ circleNo: 1, circleName: "Madras Ladies Circle 1", areaNo: 1, areaName: "Area 1 - South" }),
    ]);
    expectError(await api.circlesByArea(m().member1.auth, 42), 404);
    expectError(await api.circlesByArea(m().member1.auth, "one"), 400, "params.areaNo");
    const circle = await api.circle(m().lady1.auth, 1);
    expect(circle.body).toMatchObject({
      circleNo: 1,
      memberCount: 2,
      officeBearers: [{ memberId: m().cex1.id, role: "CEX" }],
      chairman: { memberId: m().cex1.id },
    });
    expectError(await api.circle(m().lady1.auth, 3), 404);
    expectError(await api.circle(m().lady1.auth, "c1"), 400, "params.circleNo");
  });

  it("getcircledetailsbycircleno counts active, approved members only, as the reports do", async () => {
    // A sign-up (active, not yet approved) and a member who left (approved, inactive).
    const extra = [
      { userName: "tb-signup-lc1", isApproved: false },
      { userName: "tb-left-lc1", isActive: false },
    ];
    const added = await Promise.all(
      extra.map((member) =>
        seedMember(db().prisma, {
          ...member,
          password: "x",
          passwordHash: "$not-a-hash$",
          fullName: member.userName,
          roles: ["User"],
          circleNo: 1,
        }),
      ),
    );
    try {
      expect((await api.circle(m().lady1.auth, 1)).body).toMatchObject({ circleNo: 1, memberCount: 2 });
    } finally {
      await db().prisma.member.deleteMany({ where: { id: { in: added.map((member) => member.id) } } });
    }
  });

  it("getdistincttableareas lists the areas that have tables", async () => {
    const reply = await api.areas(m().member2.auth);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      expect.objectContaining({ areaNo: 1, areaName: "Area 1 - South", tableCount: 2 }),
      expect.objectContaining({ areaNo: 2, tableCount: 1 }),
    ]);
  });

  it("gettablebyareanousingappuser and getcirclebyareanousingappuser list units with members, and how many", async () => {
    const tables = await api.tablesWithUsers(m().member1.auth, 1);
    expect(tables.body).toEqual([
      expect.objectContaining({ tableNo: 1, memberCount: 4 }),
      expect.objectContaining({ tableNo: 2, memberCount: 3 }),
    ]);
    expect((await api.circlesWithUsers(m().member1.auth, 2)).body).toEqual([]);
    expect((await api.circlesWithUsers(m().member1.auth, 1)).body).toEqual([
      expect.objectContaining({ circleNo: 1, memberCount: 2 }),
    ]);
    expectError(await api.tablesWithUsers(m().member1.auth, 99), 404);
    expectError(await api.circlesWithUsers(m().member1.auth, "z"), 400, "params.areaNo");
  });
});

describe("member lists of a table or circle", () => {
  const userNames = (reply: { body: unknown }) => (reply.body as { userName: string }[]).map((member) => member.userName).sort();

  it("Admin and NEX list any unit; a bare number gives both the table and the circle of that number", async () => {
    const both = await api.unitMembers(m().admin.auth, 1);
    expect(both.status).toBe(200);
    expect(userNames(both)).toEqual(["tb-ac", "tb-cex1", "tb-lady1", "tb-member1", "tb-nex", "tb-tex1"]);
    expect(userNames(await api.unitMembers(m().nex.auth, "RT1"))).toEqual(["tb-ac", "tb-member1", "tb-nex", "tb-tex1"]);
    expect(userNames(await api.unitMembers(m().nex.auth, "lc1"))).toEqual(["tb-cex1", "tb-lady1"]);
    expect(JSON.stringify(both.body)).not.toContain("passwordHash");
  });

  it("an office bearer lists only their own unit: the other unit of the same number is left out, another unit is 403", async () => {
    expect(userNames(await api.unitMembers(m().tex1.auth, 1))).toEqual(["tb-ac", "tb-member1", "tb-nex", "tb-tex1"]);
    expect(userNames(await api.unitMembers(m().cex1.auth, 1))).toEqual(["tb-cex1", "tb-lady1"]);
    expectError(await api.unitMembers(m().tex1.auth, 2), 403);
    expectError(await api.unitMembers(m().tex1.auth, "LC1"), 403);
    expectError(await api.unitMembers(m().texc2.auth, "RT1"), 403);
  });

  it("an office bearer's role counts only in a unit of its kind: a CEX moved into a table lists neither", async () => {
    const cex = m().cex1;
    await db().prisma.member.update({ where: { id: cex.id }, data: { circleNo: null, tableNo: 1 } });
    try {
      expectError(await api.unitMembers(cex.auth, "RT1"), 403);
      expectError(await api.unitMembers(cex.auth, "LC1"), 403);
    } finally {
      await db().prisma.member.update({ where: { id: cex.id }, data: { circleNo: 1, tableNo: null } });
    }
    expect(userNames(await api.unitMembers(cex.auth, "LC1"))).toEqual(["tb-cex1", "tb-lady1"]);
  });

  it("plain members, the area chairman and the trust may not list members (403 by the route table)", async () => {
    for (const who of [m().member1, m().ac, m().secretary]) expectError(await api.unitMembers(who.auth, 1), 403);
    expectError(await api.unitMembers(undefined, 1), 401);
  });

  it("filters by name or user name, 404 for a unit that does not exist, 400 for a bad number", async () => {
    expect(userNames(await api.unitMembersText(m().admin.auth, 1, "TEX1"))).toEqual(["tb-tex1"]);
    expect(userNames(await api.unitMembersText(m().tex1.auth, 1, "tables"))).toEqual([
      "tb-ac",
      "tb-member1",
      "tb-nex",
      "tb-tex1",
    ]);
    expect(userNames(await api.unitMembersText(m().tex1.auth, 1, "lady"))).toEqual([]);
    expectError(await api.unitMembers(m().admin.auth, 55), 404);
    expectError(await api.unitMembers(m().admin.auth, "RT55"), 404);
    expectError(await api.unitMembers(m().admin.auth, "XY1"), 400, "params.no");
    expectError(await api.unitMembersText(m().admin.auth, 1, "   "), 400, "params.text");
  });
});
