// Forgot-password jobs for one member running at once, and an address change under way while a job
// (or the Admin's resetpasswordbyadmin) runs: each decides on the member's locked row. PGlite serves one connection at a time, so
// jobs cannot overlap there: these run on Postgres only.
import { hashResetToken, MAX_RESET_MAILS_PER_HOUR, newResetToken, retireResetLinks } from "@/lib/members/password-reset-tokens";
import { runPasswordResetJob } from "@/lib/members/request-password-reset";
import { resetPasswordByAdmin } from "@/lib/members/reset-password-by-admin";
import { createMemberSessionRow, loadSession } from "@/lib/auth/session";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";

const db = setupTestDb({ demo: true });
const ORIGIN = "http://localhost";

beforeAll(async () => {
  delete process.env.SMTP_URL;
});

const memberNamed = (userName: string) =>
  db().prisma.member.findUniqueOrThrow({ where: { userName }, select: { id: true, officeEmail: true } });

const addLink = (memberId: number, usedAt: Date | null) =>
  db().prisma.passwordResetToken.create({
    data: { memberId, tokenHash: hashResetToken(newResetToken()), expiresAt: new Date(Date.now() + 60 * 60 * 1000), usedAt },
  });

const mailsTo = (to: string) => db().prisma.mailOutbox.count({ where: { to } });

describeOnPostgres("forgot-password jobs racing", () => {
  it("two jobs at once for a member one link below the hourly cap: one more link, the only one live, one mail", async () => {
    const { prisma } = db();
    const member = await memberNamed("texc");
    for (let sent = 1; sent < MAX_RESET_MAILS_PER_HOUR - 1; sent += 1) await addLink(member.id, new Date());
    const live = await addLink(member.id, null);
    const mailsBefore = await mailsTo(member.officeEmail!);

    // The live link's row is held while both jobs start: each gets as far as it can, then they go on together.
    let jobs: Promise<unknown> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "PasswordResetToken" WHERE "id" = ${live.id} FOR UPDATE`;
        jobs = Promise.all([1, 2].map(() => runPasswordResetJob({ username: "texc", email: null, origin: ORIGIN })));
        await untilSettledOrWaiting(prisma, jobs, 2);
      },
      { timeout: 20_000 },
    );
    await jobs;

    const links = await prisma.passwordResetToken.findMany({ where: { memberId: member.id } });
    expect(links).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
    expect(links.filter((link) => link.usedAt === null)).toHaveLength(1);
    expect(await mailsTo(member.officeEmail!)).toBe(mailsBefore + 1);
  });

  it("sends the link to the address the member has once the job holds their row, not to the one it looked up", async () => {
    const { prisma } = db();
    const member = await memberNamed("texs");
    await addLink(member.id, null);
    const oldBefore = await mailsTo(member.officeEmail!);
    // An address change under way (as updatemember does it: the new address, earlier links retired)
    // when the job looks the member up.
    let job: Promise<unknown> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.member.update({ where: { id: member.id }, data: { officeEmail: "texs.new@example.org" } });
        await retireResetLinks(tx, member.id);
        job = runPasswordResetJob({ username: "texs", email: null, origin: ORIGIN });
        await untilSettledOrWaiting(prisma, job);
      },
      { timeout: 20_000 },
    );
    await job;

    expect(await mailsTo(member.officeEmail!)).toBe(oldBefore);
    expect(await mailsTo("texs.new@example.org")).toBe(1);
    expect(await prisma.passwordResetToken.count({ where: { memberId: member.id, usedAt: null } })).toBe(1);

    // Looked up by the old address: the member no longer has it, so nothing is sent.
    await prisma.$transaction(
      async (tx) => {
        await tx.member.update({ where: { id: member.id }, data: { officeEmail: "texs.newer@example.org" } });
        job = runPasswordResetJob({ username: null, email: "texs.new@example.org", origin: ORIGIN });
        await untilSettledOrWaiting(prisma, job);
      },
      { timeout: 20_000 },
    );
    await job;
    expect(await mailsTo("texs.new@example.org")).toBe(1);
    expect(await mailsTo("texs.newer@example.org")).toBe(0);
  });

  it("the Admin's reset link: told, logged and queued for the address the member has once their row is held", async () => {
    const { prisma } = db();
    const [target, admin] = await Promise.all([memberNamed("nex"), memberNamed("admin")]);
    const session = (await loadSession((await createMemberSessionRow(admin.id)).id))!;
    let reply: Promise<{ message: string }> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.member.update({ where: { id: target.id }, data: { officeEmail: "nex.new@example.org" } });
        reply = resetPasswordByAdmin({ session, memberId: target.id, requestUrl: `${ORIGIN}/api/auth/resetpasswordbyadmin` });
        await untilSettledOrWaiting(prisma, reply);
      },
      { timeout: 20_000 },
    );
    expect((await reply!).message).toBe("A link to set a new password has been sent to nex.new@example.org.");
    const logged = await prisma.adminChange.findFirst({
      where: { action: "member.password-reset-mail", targetId: String(target.id) },
      orderBy: { id: "desc" },
    });
    expect(logged?.after).toEqual({ mailedTo: "nex.new@example.org" });
  });
});
