// The lock lockDestinationUnit takes on the table or circle a member moves into, seen from a second
// connection on Postgres (NOWAIT: a conflicting request fails at once instead of waiting). A table is
// held FOR SHARE (a de-charter, an UPDATE of its row, waits; docs/decisions.md), a circle FOR KEY
// SHARE, the lock of the member's foreign key: savepostings' FOR UPDATE waits, an edit of the circle's
// other columns does not.
import { lockDestinationUnit } from "@/lib/members/unit-move";
import { describeOnPostgres, setupTestDb } from "../helpers/test-db";
import { createTablesWorld, removeTablesWorld, type TTablesWorld } from "../tables/helpers";

const db = setupTestDb();
let world: TTablesWorld;

beforeAll(async () => {
  world = await createTablesWorld(db().prisma);
});
afterAll(() => removeTablesWorld(world));

type TStrength = "KEY SHARE" | "SHARE" | "NO KEY UPDATE" | "UPDATE";
const STRENGTHS: TStrength[] = ["KEY SHARE", "SHARE", "NO KEY UPDATE", "UPDATE"];

/** Which row locks another connection gets at once on the unit's row while the move's lock is held. */
const grantedBeside = async (unit: { tableNo?: number; circleNo?: number }) => {
  const prisma = db().prisma;
  const granted: Partial<Record<TStrength, boolean>> = {};
  await prisma.$transaction(async (tx) => {
    await lockDestinationUnit(tx, unit);
    for (const strength of STRENGTHS) {
      const query =
        unit.tableNo !== undefined
          ? `SELECT "id" FROM "Table" WHERE "tableNo" = ${unit.tableNo} FOR ${strength} NOWAIT`
          : `SELECT "id" FROM "Circle" WHERE "circleNo" = ${unit.circleNo} FOR ${strength} NOWAIT`;
      granted[strength] = await prisma.$queryRawUnsafe(query).then(
        () => true,
        (error: unknown) => {
          if (!/could not obtain lock|55P03/.test(String(error))) throw error;
          return false;
        },
      );
    }
  });
  return granted;
};

// On PGlite there is one connection: a second one cannot ask for the row meanwhile.
describeOnPostgres("lockDestinationUnit", () => {
  it("holds a table FOR SHARE: shares and key shares are granted beside it, updates are not", async () => {
    expect(await grantedBeside({ tableNo: 1 })).toEqual({
      "KEY SHARE": true,
      SHARE: true,
      "NO KEY UPDATE": false,
      UPDATE: false,
    });
  });

  it("holds a circle FOR KEY SHARE: only FOR UPDATE (savepostings', a delete's) is not granted beside it", async () => {
    expect(await grantedBeside({ circleNo: 1 })).toEqual({
      "KEY SHARE": true,
      SHARE: true,
      "NO KEY UPDATE": true,
      UPDATE: false,
    });
  });

  it("locks nothing, and throws nothing, for a table or circle that does not exist", async () => {
    await db().prisma.$transaction(async (tx) => {
      await expect(lockDestinationUnit(tx, { tableNo: 99, circleNo: 99 })).resolves.toBeUndefined();
    });
  });
});
