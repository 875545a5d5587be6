// A member of a table in one area and of a circle in another (records from before the portal; the
// reports count such a member in both) may be posted area chairman of either area: saveareapostings
// accepts a member of a table or a circle of the area, and currentChairmanOfArea (the grant OTP,
// the "awaits your recommendation" mail) names them. The areas they chair (their applications,
// files, directory: areasChairedBy) must agree, or they are mailed to sign what they cannot open.
import { seedMember } from "@/lib/db/seed/seed-functions";
import { areasChairedBy, currentChairmanOfArea, federationYearOf } from "@/lib/members/postings";
import { giveBothUnits } from "../helpers/legacy-member-units";
import { setupTestDb } from "../helpers/test-db";
import { createTablesWorld, removeTablesWorld, tablesApi as api, type TTablesWorld } from "./helpers";

const db = setupTestDb();
let world: TTablesWorld;
let both: { id: number };
const year = federationYearOf(new Date());

beforeAll(async () => {
  world = await createTablesWorld(db().prisma);
  // Table 1 is in area 1, circle 2 in area 2. New rows may name one unit only (Member_one_unit).
  both = await seedMember(db().prisma, {
    userName: "tb-two-units",
    password: "Welcome2026",
    fullName: "Tables two units",
    roles: ["User"],
    tableNo: 1,
  });
  await giveBothUnits(db().prisma, both.id, { tableNo: 1, circleNo: 2 });
});
afterAll(() => removeTablesWorld(world));

describe("an area chairman posted through their circle's area", () => {
  it("chairs that area for their applications as for the grant OTP", async () => {
    const saved = await api.saveAreaPostings(world.members.admin.auth, {
      areaNo: 2,
      year,
      add: [{ memberId: both.id, role: "AC" }],
    });
    expect(saved.status).toBe(200);
    expect((await currentChairmanOfArea(2))?.id).toBe(both.id);
    // The applications, files and directory of area 2 follow from this list.
    expect(await areasChairedBy(both.id)).toEqual([2]);
  });
});
