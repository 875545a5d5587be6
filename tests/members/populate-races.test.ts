// populateusers at the same moment as another populate or as a member joining a table: every table
// and circle without a member ends with exactly one account, no call fails, and a table that gains
// a member meanwhile gets no account of its own.
import { GET as populateUsersGet } from "@/app/api/auth/populateusers/route";
import { seedCircle, seedTable } from "@/lib/db/seed/seed-functions";
import { getRequest, logInAs, send, type TAuth } from "../auth/helpers";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";

const db = setupTestDb({ demo: true });
let admin: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  admin = await logInAs("admin");
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

const populate = () => send(populateUsersGet, getRequest("/api/auth/populateusers", admin));
const areaId = async () => (await db().prisma.area.findUniqueOrThrow({ where: { areaNo: 1 } })).id;
const membersOfTable = async (tableNo: number) =>
  (await db().prisma.member.findMany({ where: { tableNo }, select: { userName: true }, orderBy: { userName: "asc" } })).map(
    (row) => row.userName,
  );

describe("GET /api/auth/populateusers, twice at once", () => {
  it("both answer 200; each table and circle gets one account", async () => {
    const area = await areaId();
    for (const tableNo of [31, 32, 33]) await seedTable(db().prisma, tableNo, `Round Table ${tableNo}`, area);
    await seedCircle(db().prisma, 34, "Ladies Circle 34", area);
    const replies = await Promise.all([populate(), populate()]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const created = replies.map((reply) => (reply.body as { created: number }).created);
    // Between them they made each account once.
    const made = await db().prisma.member.count({ where: { passwordHash: { startsWith: "!unusable!" } } });
    expect(created[0]! + created[1]!).toBe(made);
    for (const tableNo of [31, 32, 33]) expect(await membersOfTable(tableNo)).toEqual([`rt${tableNo}`]);
    expect(await db().prisma.member.count({ where: { circleNo: 34 } })).toBe(1);
    // A third call finds nothing left to do.
    expect((await populate()).body).toEqual(expect.objectContaining({ status: 1, created: 0 }));
  });
});

describeOnPostgres("GET /api/auth/populateusers while a member joins a table", () => {
  it("waits for the member's commit and then makes no account for that table", async () => {
    const area = await areaId();
    await seedTable(db().prisma, 41, "Round Table 41", area);
    await seedTable(db().prisma, 42, "Round Table 42", area);
    const prisma = db().prisma;
    let running: ReturnType<typeof populate> | undefined;
    // A sign-up for table 41, written but not yet committed, while populate runs.
    await prisma.$transaction(
      async (tx) => {
        await tx.member.create({ data: { userName: "joiner41", passwordHash: "x", fullName: "Joiner", tableNo: 41 } });
        running = populate();
        await untilSettledOrWaiting(prisma, running);
      },
      { timeout: 30_000 },
    );
    const reply = await running!;
    expect(reply.status).toBe(200);
    expect(await membersOfTable(41)).toEqual(["joiner41"]);
    expect(await membersOfTable(42)).toEqual(["rt42"]);
  });
});
