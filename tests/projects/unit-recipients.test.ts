// Who hears of a step in the national review (lib/projects/notify.ts unitRecipients): the member who
// started the application and the unit's chairman in office, from this federation year's postings
// (issue 13), once each.
import { federationYearOf } from "@/lib/members/postings";
import { unitRecipients } from "@/lib/projects/notify";
import { setupTestDb } from "../helpers/test-db";
import { createProjectsWorld, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
});
afterAll(() => removeProjectsWorld(world));

const names = async (createdById: number) =>
  (await unitRecipients({ tableNo: 2, circleNo: null, createdById })).map((person) => person.officeEmail).sort();

it("before any posting the table's TEX-C is the chairman; once a chairman is posted for the year, only they are", async () => {
  const { texc, member } = world.members;
  // No posting yet: the role decides (texc), and the starter is not mailed twice.
  expect(await names(texc.id)).toEqual(["pj-texc@example.org"]);
  expect(await names(member.id)).toEqual(["pj-member@example.org", "pj-texc@example.org"]);

  await db().prisma.posting.create({
    data: { memberId: member.id, unitKind: "TABLE", unitNo: 2, role: "TEX_C", year: federationYearOf(new Date()) },
  });
  // The posted chairman now, not the member who holds the TEX-C role without the posting.
  expect(await names(texc.id)).toEqual(["pj-member@example.org", "pj-texc@example.org"]);
  expect(await names(member.id)).toEqual(["pj-member@example.org"]);
});
