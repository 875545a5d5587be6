import type { TPrisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, needsDemoSeed, seedDemo } from "@/lib/db/seed/demo";
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

  const contentCounts = async (prisma: TPrisma) => ({
    members: await prisma.member.count(),
    blogPosts: await prisma.blogPost.count(),
    news: await prisma.newsItem.count(),
    slides: await prisma.slide.count(),
    recognitions: await prisma.recognition.count(),
    packs: await prisma.projectPack.count(),
  });

  it("finishes an interrupted first-start seed on the next start, without duplicates", async () => {
    const { prisma } = db();
    await seedDemo(prisma);
    const complete = await contentCounts(prisma);
    expect(complete.blogPosts).toBeGreaterThan(0);
    expect(complete.slides).toBeGreaterThan(0);
    expect(await needsDemoSeed(prisma)).toBe(false);
    // A first start stopped after the members, before the content: the mark says begun, not finished.
    await prisma.contentSequence.update({
      where: { prefix_financialYear: { prefix: "demo-seed", financialYear: 0 } },
      data: { lastValue: 0 },
    });
    await prisma.blogPost.deleteMany();
    await prisma.newsItem.deleteMany();
    await prisma.slide.deleteMany();
    await prisma.recognition.deleteMany();
    expect(await needsDemoSeed(prisma)).toBe(true);
    // The next start's decision (scripts/prepare-db.ts).
    if (await needsDemoSeed(prisma)) await seedDemo(prisma);
    expect(await contentCounts(prisma)).toEqual(complete);
    expect(await needsDemoSeed(prisma)).toBe(false);
  });

  it("leaves a database with members but no mark (seeded before the mark, or by hand) alone", async () => {
    const { prisma } = db();
    await prisma.contentSequence.deleteMany({ where: { prefix: "demo-seed" } });
    expect(await needsDemoSeed(prisma)).toBe(false);
  });
});
