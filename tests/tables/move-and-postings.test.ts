// A member's move into a table or circle (updatememberbyadmin) and savepostings of that same unit
// posting that member, under way at once on Postgres: both lock the unit's row and the member's.
// The move used to lock the member first and the unit after (its update's foreign-key check), and
// savepostings the unit first and the member after: a deadlock (40P01), one of them answered 500.
// Now both take the unit first (lib/members/unit-move.ts lockDestinationUnit): one waits for the
// other, and each answers as it would alone.
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { seedMember, seedPosting } from "@/lib/db/seed/seed-functions";
import { federationYearOf } from "@/lib/members/postings";
import { jsonRequest, send } from "../auth/helpers";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { createTablesWorld, removeTablesWorld, tablesApi as api, type TReply, type TTablesWorld } from "./helpers";

const db = setupTestDb();
let world: TTablesWorld;
const m = () => world.members;
const year = federationYearOf(new Date());

beforeAll(async () => {
  world = await createTablesWorld(db().prisma);
});
afterAll(() => removeTablesWorld(world));

const moveMember = (body: Record<string, unknown>) =>
  send(updateByAdminPost, jsonRequest("/api/auth/updatememberbyadmin", body, m().admin.auth));

type TUnit = { kind: "TABLE" | "CIRCLE"; no: number; key: "tableNo" | "circleNo"; role: "TEX" | "ACEX" };

/**
 * savepostings of `unit` (removing `heldPosting`, adding the mover) and the mover's move into the
 * unit, both under way together. A posting row the test holds stops savepostings after it has
 * locked the unit and before it locks the mover; the move is set off then, and once both wait the
 * test lets go. Returns both replies.
 */
const saveAndMoveAtOnce = async (unit: TUnit, moverId: number, heldPosting: number) => {
  const prisma = db().prisma;
  let save: Promise<TReply> | undefined;
  let move: Promise<TReply> | undefined;
  await prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Posting" WHERE "id" = ${heldPosting} FOR UPDATE`;
      const body = { [unit.key]: unit.no, year, remove: [heldPosting], add: [{ memberId: moverId, role: unit.role }] };
      save = unit.kind === "TABLE" ? api.savePostings(m().admin.auth, body) : api.saveCirclePostings(m().admin.auth, body);
      await untilSettledOrWaiting(prisma, save);
      move = moveMember({ memberId: moverId, [unit.key]: unit.no });
      await untilSettledOrWaiting(prisma, move, 2);
    },
    { timeout: 20_000 },
  );
  return Promise.all([save!, move!]);
};

// On PGlite transactions run one at a time: the two cannot overlap there.
describeOnPostgres("a move into a unit and savepostings of that unit at once", () => {
  it.each([
    { kind: "TABLE", no: 2, key: "tableNo", role: "TEX" },
    { kind: "CIRCLE", no: 1, key: "circleNo", role: "ACEX" },
  ] as TUnit[])("$kind: no deadlock; the move is made, the posting refused as it was asked before the move", async (unit) => {
    const prisma = db().prisma;
    const mover = await seedMember(prisma, {
      userName: `mover-${unit.kind.toLowerCase()}`,
      password: "x-unused-1",
      fullName: `Mover ${unit.kind}`,
      roles: ["User"],
      tableNo: 3,
    });
    const holder = unit.kind === "TABLE" ? m().member2 : m().lady1;
    const held = await seedPosting(prisma, { memberId: holder.id, unitKind: unit.kind, unitNo: unit.no, role: unit.role, year });

    const [save, move] = await saveAndMoveAtOnce(unit, mover.id, held.id);

    // Was one of the two 500 (Postgres broke the deadlock by failing it).
    expect(move.status).toBe(200);
    expect(save.status).toBe(400);
    expect(save.body).toMatchObject({ fields: [{ field: "add.0.memberId" }] });
    const row = await prisma.member.findUniqueOrThrow({ where: { id: mover.id } });
    expect({ tableNo: row.tableNo, circleNo: row.circleNo }).toEqual(
      unit.kind === "TABLE" ? { tableNo: 2, circleNo: null } : { tableNo: null, circleNo: 1 },
    );
    // Nothing of the refused save stays: the posting it removed is back, none was added.
    expect(await prisma.posting.findUnique({ where: { id: held.id } })).not.toBeNull();
    expect(await prisma.posting.count({ where: { memberId: mover.id } })).toBe(0);

    // Asked again now that the mover is a member of the unit, the posting is made.
    const body = { [unit.key]: unit.no, year, add: [{ memberId: mover.id, role: unit.role }], remove: [] };
    const again =
      unit.kind === "TABLE" ? await api.savePostings(m().admin.auth, body) : await api.saveCirclePostings(m().admin.auth, body);
    expect(again.status).toBe(200);
  });

  it("set off together again and again, the two never fail: every reply is the move's 200, or the posting's 200 or 400", async () => {
    const prisma = db().prisma;
    const mover = await seedMember(prisma, {
      userName: "mover-rounds",
      password: "x-unused-1",
      fullName: "Mover Rounds",
      roles: ["User"],
      tableNo: 3,
    });
    for (let round = 0; round < 15; round += 1) {
      const [save, move] = await Promise.all([
        api.savePostings(m().admin.auth, { tableNo: 2, year, add: [{ memberId: mover.id, role: "TEX" }], remove: [] }),
        moveMember({ memberId: mover.id, tableNo: 2 }),
      ]);
      expect(move.status).toBe(200);
      expect([200, 400]).toContain(save.status);
      await prisma.posting.deleteMany({ where: { memberId: mover.id } });
      await prisma.member.update({ where: { id: mover.id }, data: { tableNo: 3 } });
    }
  });
});
