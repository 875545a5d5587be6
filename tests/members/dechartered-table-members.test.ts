// A de-chartered table takes no new member by any way in: sign-up, the secretariat's createuser,
// or a move by updatememberbyadmin (400 on tableNo). Its members stay, and their other details can
// still be saved. Table 3 of the tables world is de-chartered here; member3 belongs to it. A move
// to a table or circle that does not exist is refused too (400, naming it).
import { POST as createUserPost } from "@/app/api/auth/createuser/route";
import { POST as disableLockPost } from "@/app/api/auth/disablelock/route";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { jsonRequest, send, type TAuth, type TReply } from "../auth/helpers";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { createTablesWorld, expectError, removeTablesWorld, type TTablesWorld } from "../tables/helpers";

const db = setupTestDb();
let world: TTablesWorld;
const m = () => world.members;
const admin = () => m().admin.auth;

beforeAll(async () => {
  world = await createTablesWorld(db().prisma);
  await db().prisma.table.update({
    where: { tableNo: 3 },
    data: { isDecharted: true, dechartedOn: new Date("2024-03-31"), dechartReason: "Fewer than seven members" },
  });
});
afterAll(() => removeTablesWorld(world));

const createUser = (body: Record<string, unknown>, auth: TAuth = admin()) =>
  send(createUserPost, jsonRequest("/api/auth/createuser", { password: "Secret2026", fullName: "New Member", ...body }, auth));
const updateByAdmin = (body: Record<string, unknown>) =>
  send(updateByAdminPost, jsonRequest("/api/auth/updatememberbyadmin", body, admin()));

/** The one field a refusal names and its reason. */
const refusal = (reply: TReply) => (reply.body as { fields?: { field: string; message: string }[] }).fields;
const dechartedRefusal = (tableNo: number) => [
  { field: "tableNo", message: `Table ${tableNo} is de-chartered: choose an active table` },
];

const memberFootprint = async () => ({
  members: await db().prisma.member.findMany({
    orderBy: { id: "asc" },
    select: { userName: true, fullName: true, tableNo: true, circleNo: true },
  }),
  changes: await db().prisma.adminChange.count(),
});

describe("createuser in a de-chartered table", () => {
  it("is refused with 400 naming tableNo, and creates nothing", async () => {
    const before = await memberFootprint();
    const reply = await createUser({ userName: "new.in.three", tableNo: 3 });
    expectError(reply, 400, "tableNo");
    expect(refusal(reply)).toEqual(dechartedRefusal(3));
    expect(await memberFootprint()).toEqual(before);
  });

  it("still creates a member of an active table or of a circle", async () => {
    expect((await createUser({ userName: "new.in.one", tableNo: 1 })).status).toBe(200);
    expect((await createUser({ userName: "new.in.circle", circleNo: 2 })).status).toBe(200);
    const made = await db().prisma.member.findMany({
      where: { userName: { in: ["new.in.one", "new.in.circle"] } },
      select: { tableNo: true, circleNo: true },
      orderBy: { userName: "asc" },
    });
    expect(made).toEqual([
      { tableNo: null, circleNo: 2 },
      { tableNo: 1, circleNo: null },
    ]);
  });
});

describe("sign-up to a de-chartered table", () => {
  it("is refused with the same reason", async () => {
    const reply = await send(
      signUpPost,
      jsonRequest("/api/auth/signup", {
        userName: "signs.up.three",
        password: "Secret2026",
        fullName: "Signs Up",
        officeEmail: "signs.up@example.org",
        tableNo: 3,
      }),
    );
    expectError(reply, 400, "tableNo");
    expect(refusal(reply)).toEqual(dechartedRefusal(3));
    expect(await db().prisma.member.count({ where: { userName: "signs.up.three" } })).toBe(0);
  });
});

describe("approving a sign-up to a table de-chartered since", () => {
  const decide = (userName: string, isapproved: "0" | "1") =>
    send(disableLockPost, jsonRequest("/api/auth/disablelock", { username: userName, isapproved }, admin()));
  const waiting = (userName: string) =>
    db().prisma.member.create({
      data: {
        userName,
        passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNo",
        fullName: "Waiting Member",
        tableNo: 3,
        officeEmail: `${userName}@example.org`,
        isApproved: false,
        everApproved: false,
        isActive: true,
      },
    });

  it("is refused with 409 on tableNo, saying what to do; the sign-up stays waiting and can be refused", async () => {
    await waiting("waits.in.three");
    const before = await memberFootprint();
    const reply = await decide("waits.in.three", "1");
    expectError(reply, 409, "tableNo");
    expect(refusal(reply)?.[0]?.message).toMatch(/^Table 3 was de-chartered after this sign-up: move the member/);
    expect(await memberFootprint()).toEqual(before);
    expect(await db().prisma.member.findUniqueOrThrow({ where: { userName: "waits.in.three" } })).toMatchObject({
      isApproved: false,
      isActive: true,
    });
    expect((await decide("waits.in.three", "0")).status).toBe(200);
    expect(await db().prisma.member.findUniqueOrThrow({ where: { userName: "waits.in.three" } })).toMatchObject({
      isApproved: false,
      isActive: false,
    });
  });

  it("is approved once the member is moved to an active table", async () => {
    const member = await waiting("moves.then.approved");
    await db().prisma.member.update({ where: { id: member.id }, data: { tableNo: 1 } });
    expect((await decide("moves.then.approved", "1")).status).toBe(200);
    expect(await db().prisma.member.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ isApproved: true });
  });
});

describe("updatememberbyadmin and a de-chartered table", () => {
  it("refuses to move a member into it, from a table or a circle, and changes nothing", async () => {
    const before = await memberFootprint();
    for (const body of [
      { memberId: m().member1.id, tableNo: 3 },
      { memberId: m().member1.id, tableNo: 3, fullName: "Renamed On The Way" },
      { memberId: m().lady1.id, tableNo: 3, circleNo: null },
      { memberId: m().lady1.id, tableNo: 3 },
    ]) {
      const reply = await updateByAdmin(body);
      expectError(reply, 400, "tableNo");
      expect(refusal(reply)).toEqual(dechartedRefusal(3));
    }
    expect(await memberFootprint()).toEqual(before);
  });

  it("still saves the other details of one of its members, with or without their table number", async () => {
    const id = m().member3.id;
    expect((await updateByAdmin({ memberId: id, fullName: "Member Of Three" })).status).toBe(200);
    expect((await updateByAdmin({ memberId: id, fullName: "Still Of Three", tableNo: 3 })).status).toBe(200);
    expect((await updateByAdmin({ memberId: id, roles: ["User", "TEX"] })).status).toBe(200);
    const row = await db().prisma.member.findUniqueOrThrow({ where: { id }, include: { roles: true } });
    expect(row).toMatchObject({ fullName: "Still Of Three", tableNo: 3, circleNo: null });
    expect(row.roles.map((role) => role.role).sort()).toEqual(["TEX", "User"]);
  });

  it("lets one of its members move out to an active table, and not back", async () => {
    const id = m().member3.id;
    expect((await updateByAdmin({ memberId: id, tableNo: 2 })).status).toBe(200);
    expect((await db().prisma.member.findUniqueOrThrow({ where: { id } })).tableNo).toBe(2);
    expectError(await updateByAdmin({ memberId: id, tableNo: 3 }), 400, "tableNo");
    expect((await db().prisma.member.findUniqueOrThrow({ where: { id } })).tableNo).toBe(2);
  });
});

describe("updatememberbyadmin to a unit that does not exist", () => {
  it("refuses the move with 400 naming the table or circle, from a table or a circle, and changes nothing", async () => {
    const before = await memberFootprint();
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [{ memberId: m().member1.id, tableNo: 99 }, [{ field: "tableNo", message: "table 99 does not exist" }]],
      [{ memberId: m().lady1.id, tableNo: 99 }, [{ field: "tableNo", message: "table 99 does not exist" }]],
      [{ memberId: m().member1.id, circleNo: 99 }, [{ field: "circleNo", message: "circle 99 does not exist" }]],
      [{ memberId: m().lady1.id, circleNo: 99, tableNo: null }, [{ field: "circleNo", message: "circle 99 does not exist" }]],
    ];
    for (const [body, fields] of cases) {
      const reply = await updateByAdmin(body);
      expect({ body, status: reply.status, fields: refusal(reply) }).toEqual({ body, status: 400, fields });
    }
    expect(await memberFootprint()).toEqual(before);
  });
});

// On PGlite transactions run one at a time: a de-charter and a member's write cannot overlap there.
describeOnPostgres("a member's write into a table whose de-charter is under way", () => {
  /** Runs `write` while a de-charter of table 1 is written but not committed, then commits it. */
  const duringDechart = async (write: () => Promise<TReply>) => {
    const prisma = db().prisma;
    let call: Promise<TReply> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.table.updateMany({
          where: { tableNo: 1, isDecharted: false },
          data: { isDecharted: true, dechartedOn: new Date("2024-03-31"), dechartReason: "Merged" },
        });
        call = write();
        await untilSettledOrWaiting(prisma, call);
      },
      { timeout: 20_000 },
    );
    return call!;
  };
  const recharter = () =>
    db().prisma.table.update({ where: { tableNo: 1 }, data: { isDecharted: false, dechartedOn: null, dechartReason: null } });

  it("waits for the de-charter, then refuses createuser (400) and creates nothing", async () => {
    try {
      const reply = await duringDechart(() => createUser({ userName: "raced.in.one", tableNo: 1 }));
      expectError(reply, 400, "tableNo");
      expect(refusal(reply)).toEqual(dechartedRefusal(1));
      expect(await db().prisma.member.count({ where: { userName: "raced.in.one" } })).toBe(0);
    } finally {
      await recharter();
    }
  });

  it("waits for the de-charter, then refuses the move (400) and leaves the member where they were", async () => {
    const id = m().member2.id;
    try {
      const reply = await duringDechart(() => updateByAdmin({ memberId: id, tableNo: 1 }));
      expectError(reply, 400, "tableNo");
      expect((await db().prisma.member.findUniqueOrThrow({ where: { id } })).tableNo).toBe(2);
    } finally {
      await recharter();
    }
  });
});
