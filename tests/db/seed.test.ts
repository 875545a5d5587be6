import { DEMO_ACCOUNTS, seedDemo } from "@/lib/db/seed/demo";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

describe("demo seed", () => {
  it("writes areas, tables, circles, one account per role and the service categories", async () => {
    const { prisma } = db();
    await seedDemo(prisma);
    expect(await prisma.area.count()).toBe(3);
    expect(await prisma.table.count()).toBeGreaterThanOrEqual(6);
    expect(await prisma.circle.count()).toBeGreaterThanOrEqual(3);
    const members = await prisma.member.findMany({ include: { roles: true } });
    expect(members.map((member) => member.userName).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.userName).sort());
    const roles = new Set(members.flatMap((member) => member.roles.map((entry) => entry.role)));
    expect(roles.size).toBe(15);
    const it = await prisma.serviceCategory.findUnique({
      where: { nameKey: "it support" },
      include: { admins: { include: { member: true } } },
    });
    expect(it?.admins.map((admin) => admin.member.userName)).toEqual(["tex"]);
    // The legacy record the service admin screen marks: an admin of Events who holds only NPC.
    const events = await prisma.serviceCategory.findFirst({
      where: { categoryShortName: "Events" },
      include: { admins: { include: { member: { include: { roles: true } } } } },
    });
    expect(events?.admins.map(({ member }) => [member.userName, member.roles.map((entry) => entry.role)])).toEqual([
      ["npc", ["NPC"]],
    ]);
  });

  it("is idempotent: a second run adds nothing", async () => {
    const { prisma } = db();
    await seedDemo(prisma);
    expect(await prisma.member.count()).toBe(DEMO_ACCOUNTS.length);
    expect(await prisma.serviceCategory.count()).toBe(4);
    expect(await prisma.categoryAdmin.count()).toBe(2);
  });
});
