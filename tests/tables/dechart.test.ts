// dechartertable: only the Admin, with a date and a reason; the table leaves every active list
// (look-ups, search, sign-up's choice), stays readable by number with its members, and becomes
// read-only.
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { federationYearOf } from "@/lib/members/postings";
import { jsonRequest, send } from "../auth/helpers";
import { describeOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import {
  expectError,
  filePart,
  png,
  setupTablesWorld,
  tableDetails,
  tableFootprint,
  tableNos,
  tablesApi as api,
  type TReply,
} from "./helpers";

const { db, world } = setupTablesWorld();
const m = () => world.members;
const footprint = () => tableFootprint(db().prisma, world);

const dechart = { tableNo: 3, dechartedOn: "2024-03-31", reason: "Fewer than seven members for two years" };

describe("POST /api/table/dechartertable", () => {
  it("refuses everyone but the Admin (403), and bad input (400 naming the field), writing nothing", async () => {
    const before = await footprint();
    for (const who of [m().nex, m().tex1, m().member3]) expectError(await api.dechart(who.auth, dechart), 403);
    expectError(await api.dechart(undefined, dechart), 401);
    expectError(await api.dechart(m().admin.auth, { ...dechart, reason: "" }), 400, "reason");
    expectError(await api.dechart(m().admin.auth, { ...dechart, dechartedOn: "1949-06-30" }), 400, "dechartedOn");
    expectError(await api.dechart(m().admin.auth, { ...dechart, dechartedOn: "2999-01-01" }), 400, "dechartedOn");
    // Before the table's charter date (seeded 2001-04-01).
    const beforeCharter = await api.dechart(m().admin.auth, { ...dechart, dechartedOn: "1999-01-01" });
    expectError(beforeCharter, 400, "dechartedOn");
    expect((beforeCharter.body as { message: string }).message).toBe(
      "dechartedOn: must not be before the table's charter date (01/04/2001)",
    );
    expectError(await api.dechart(m().admin.auth, { ...dechart, tableNo: 404 }), 404);
    expect(await footprint()).toEqual(before);
  });

  it("de-charters the table with its date and reason, and records it", async () => {
    const reply = await api.dechart(m().admin.auth, dechart);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      stat: 1,
      table: { tableNo: 3, isDecharted: true, dechartedOn: "2024-03-31", dechartReason: dechart.reason, canEdit: false },
    });
    const change = await db().prisma.adminChange.findFirstOrThrow({ where: { action: "table.dechart" } });
    expect(change).toMatchObject({ actorId: m().admin.id, targetKind: "table", targetId: "3", remark: dechart.reason });
  });

  it("takes the table out of every active list", async () => {
    const auth = m().member1.auth;
    expect(tableNos(await api.all(auth))).toEqual([1, 2]);
    expect(tableNos(await api.search(auth, { searchTable: "3" }))).toEqual([]);
    expect(tableNos(await api.search(auth, { searchTable: "Bombay" }))).toEqual([]);
    expect(tableNos(await api.byArea(auth, 2))).toEqual([]);
    expect(tableNos(await api.tablesWithUsers(auth, 2))).toEqual([]);
    expect((await api.areas(auth)).body).toEqual([expect.objectContaining({ areaNo: 1, tableCount: 2 })]);
  });

  it("keeps the table, its members and their sign-ins: readable by number, read-only", async () => {
    expect((await api.details(m().member3.auth, 3)).body).toMatchObject({ tableNo: 3, isDecharted: true });
    expect(await db().prisma.member.count({ where: { tableNo: 3 } })).toBe(1);
    expect((await api.unitMembers(m().admin.auth, "RT3")).body).toEqual([expect.objectContaining({ userName: "tb-member3" })]);
    const before = await footprint();
    expectError(await api.update(m().admin.auth, tableDetails(3, "Bombay Round Table 3")), 409);
    expectError(await api.uploadLogo(m().admin.auth, { tableNo: "3" }, [filePart("logo", png(), "logo.png")]), 409);
    expect(
      expectError(
        await api.savePostings(m().admin.auth, {
          tableNo: 3,
          year: federationYearOf(new Date()),
          add: [{ memberId: m().member3.id, role: "TEX" }],
        }),
        409,
      ).message,
    ).toBe("Table 3 was de-chartered on 31/03/2024: its records are read-only");
    const again = await api.dechart(m().admin.auth, dechart);
    expectError(again, 409);
    // The day as every screen writes it (dd/mm/yyyy): the de-charter screen shows this message.
    expect((again.body as { message: string }).message).toBe("Table 3 was already de-chartered on 31/03/2024");
    expect(await footprint()).toEqual(before);
  });

  it("is no longer a table a new member can sign up to", async () => {
    const reply = await send(
      signUpPost,
      jsonRequest("/api/auth/signup", {
        userName: "new.member",
        password: "Secret123",
        fullName: "New Member",
        officeEmail: "new.member@example.org",
        phoneNumber: "+91 90000 11111",
        tableNo: 3,
      }),
    );
    expectError(reply, 400, "tableNo");
    expect(await db().prisma.member.count({ where: { userName: "new.member" } })).toBe(0);
  });
});

// On PGlite transactions run one at a time: a de-charter and a write cannot overlap there.
describeOnPostgres("a de-charter started while a change of the table's details is under way", () => {
  it("waits for the change, then checks the date against the charter date it saved", async () => {
    const prisma = db().prisma;
    const before = await footprint();
    let call: Promise<TReply> | undefined;
    // updatetable's transaction: the row locked and a later charter date written, not yet committed.
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Table" WHERE "tableNo" = 2 FOR UPDATE`;
        await tx.table.update({ where: { tableNo: 2 }, data: { charteredOn: new Date("2024-06-01") } });
        call = api.dechart(m().admin.auth, { ...dechart, tableNo: 2 });
        await untilSettledOrWaiting(prisma, call);
      },
      { timeout: 20_000 },
    );
    try {
      expectError(await call!, 400, "dechartedOn");
      expect(await prisma.table.findUniqueOrThrow({ where: { tableNo: 2 } })).toMatchObject({
        isDecharted: false,
        dechartedOn: null,
      });
    } finally {
      await prisma.table.update({
        where: { tableNo: 2 },
        data: { charteredOn: new Date("2001-04-01"), isDecharted: false, dechartedOn: null, dechartReason: null },
      });
    }
    expect(await footprint()).toEqual(before);
  });
});

describeOnPostgres("a table write started while a de-charter of the table is under way", () => {
  /** Runs `write` while dechartTable's update of table `tableNo` is made but not yet committed, then commits it. */
  const duringDechart = async (tableNo: number, write: () => Promise<TReply>) => {
    const prisma = db().prisma;
    let call: Promise<TReply> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.table.updateMany({
          where: { tableNo, isDecharted: false },
          data: { isDecharted: true, dechartedOn: new Date("2024-03-31"), dechartReason: dechart.reason },
        });
        call = write();
        await untilSettledOrWaiting(prisma, call);
      },
      { timeout: 20_000 },
    );
    return call!;
  };
  const recharter = (tableNo: number) =>
    db().prisma.table.update({ where: { tableNo }, data: { isDecharted: false, dechartedOn: null, dechartReason: null } });

  it("waits for the de-charter, then answers 409 and leaves the details as they were", async () => {
    const before = await footprint();
    try {
      const reply = await duringDechart(1, () => api.update(m().admin.auth, tableDetails(1, "Madras Round Table 1 Renamed")));
      expectError(reply, 409);
      const table = await db().prisma.table.findUniqueOrThrow({ where: { tableNo: 1 } });
      expect(table).toMatchObject({ isDecharted: true, name: "Madras Round Table 1", meetingPlace: null });
    } finally {
      await recharter(1);
    }
    expect(await footprint()).toEqual(before);
  });

  it("waits for the de-charter, then refuses its member as area chairman (400) and posts nothing", async () => {
    // saveareapostings locks the area, not the member's table: it read table 2 as chartered while
    // the de-charter was under way, and posted a member the save refuses once it has committed.
    const before = await footprint();
    const year = federationYearOf(new Date()) + 1;
    try {
      const reply = await duringDechart(2, () =>
        api.saveAreaPostings(m().admin.auth, { areaNo: 1, year, add: [{ memberId: m().member2.id, role: "AC" }] }),
      );
      expectError(reply, 400, "add.0.memberId");
      expect(await db().prisma.posting.count({ where: { unitKind: "AREA", unitNo: 1, year } })).toBe(0);
    } finally {
      await recharter(2);
    }
    expect(await footprint()).toEqual(before);
  });

  it("waits for the de-charter, then answers 409 for a logo and keeps no file of it", async () => {
    const before = await footprint();
    try {
      const reply = await duringDechart(1, () =>
        api.uploadLogo(m().admin.auth, { tableNo: "1" }, [filePart("logo", png(), "logo.png")]),
      );
      expectError(reply, 409);
      expect(await db().prisma.table.findUniqueOrThrow({ where: { tableNo: 1 } })).toMatchObject({
        isDecharted: true,
        logoFileName: null,
      });
    } finally {
      await recharter(1);
    }
    expect(await footprint()).toEqual(before);
  });
});
