// The migration that gives each session its member's sessionVersion
// (prisma/migrations/20261130013611_auth_session_version): sessions open before it keep working,
// also those of a member whose password changed before (a version above 0).
import { loadSession } from "@/lib/auth/session";
import { runMigration } from "../helpers/run-migration";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb({ demo: true });

it("keeps every session open before it working, whatever its member's version", async () => {
  const { prisma } = db();
  const members = await prisma.member.findMany({ where: { userName: { in: ["tex", "nex"] } }, select: { id: true } });
  await prisma.member.update({ where: { id: members[0]!.id }, data: { sessionVersion: 3 } });
  // The table as it was before the migration, with a session of each member.
  await prisma.$executeRawUnsafe(`ALTER TABLE "AuthSession" DROP COLUMN "sessionVersion"`);
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  for (const [index, member] of members.entries()) {
    await prisma.$executeRaw`INSERT INTO "AuthSession" ("id", "memberId", "expiresAt") VALUES (${`before-${index}`}, ${member.id}, ${expiresAt})`;
  }

  await runMigration(db().prisma, "20261130013611_auth_session_version");

  for (const [index, member] of members.entries()) {
    expect(await loadSession(`before-${index}`)).toMatchObject({ memberId: member.id });
  }
  // The column has no default any more: a new session must say its version.
  await expect(
    prisma.$executeRaw`INSERT INTO "AuthSession" ("id", "memberId", "expiresAt") VALUES ('after', ${members[1]!.id}, ${expiresAt})`,
  ).rejects.toThrow();
});
