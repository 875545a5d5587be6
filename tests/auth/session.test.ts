// loadSession (one flat statement through $queryRaw) against the same question asked through
// Prisma's nested select, on every demo account and on the members and sessions it must refuse,
// on both databases.
import { fromDbRole } from "@/lib/auth/roles";
import { createMemberSessionRow, loadSession, type TSession } from "@/lib/auth/session";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb({ demo: true });

/** What loadSession answered before it was SQL: the nested Prisma select, shaped the same way. */
const expectedSession = async (sessionId: string): Promise<TSession | null> => {
  const row = await db().prisma.authSession.findUnique({
    where: { id: sessionId },
    select: {
      expiresAt: true,
      sessionVersion: true,
      member: {
        select: {
          id: true,
          userName: true,
          fullName: true,
          title: true,
          tableNo: true,
          circleNo: true,
          isActive: true,
          isApproved: true,
          isLocked: true,
          sessionVersion: true,
          roles: { select: { role: true }, orderBy: { role: "asc" } },
          table: { select: { area: { select: { areaNo: true } } } },
          circle: { select: { area: { select: { areaNo: true } } } },
        },
      },
    },
  });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const { member } = row;
  if (row.sessionVersion !== member.sessionVersion) return null;
  if (!member.isActive || !member.isApproved || member.isLocked) return null;
  const roles = member.roles.map((entry) => fromDbRole(entry.role));
  return {
    sessionId,
    memberId: member.id,
    userName: member.userName,
    fullName: member.fullName,
    title: member.title,
    roles,
    tableNo: member.tableNo,
    circleNo: member.circleNo,
    areaNo: member.table?.area.areaNo ?? member.circle?.area.areaNo ?? null,
    isAdmin: roles.includes("Admin"),
  };
};

describe("loadSession", () => {
  it("answers as Prisma's nested select for every demo account", async () => {
    const members = await db().prisma.member.findMany({ select: { id: true, userName: true }, orderBy: { id: "asc" } });
    expect(members.length).toBeGreaterThan(5);
    let withArea = 0;
    for (const member of members) {
      const session = await createMemberSessionRow(member.id);
      const expected = await expectedSession(session.id);
      expect({ userName: member.userName, session: await loadSession(session.id) }).toEqual({
        userName: member.userName,
        session: expected,
      });
      if (expected?.areaNo != null) withArea += 1;
    }
    // The area comes through a table or a circle: at least one account has one.
    expect(withArea).toBeGreaterThan(0);
  });

  it("reads the area through the circle, lists every role once, and marks the Admin", async () => {
    const prisma = db().prisma;
    const circle = await prisma.circle.findFirstOrThrow({ select: { circleNo: true, area: { select: { areaNo: true } } } });
    const member = await prisma.member.create({
      data: {
        userName: "circle-two-roles",
        fullName: "Chitra Circle",
        title: "Ms.",
        officeEmail: "chitra@example.org",
        passwordHash: "x",
        isActive: true,
        isApproved: true,
        circleNo: circle.circleNo,
        roles: { create: [{ role: "Admin" }, { role: "TEX" }] },
      },
    });
    const session = await createMemberSessionRow(member.id);
    const loaded = await loadSession(session.id);
    expect(loaded).toMatchObject({
      memberId: member.id,
      tableNo: null,
      circleNo: circle.circleNo,
      areaNo: circle.area.areaNo,
      isAdmin: true,
    });
    expect([...loaded!.roles].sort()).toEqual(["Admin", "TEX"]);
    expect(loaded).toEqual(await expectedSession(session.id));
  });

  it("is null for a session made under an older sessionVersion of its member (a password change or lock since)", async () => {
    const prisma = db().prisma;
    const member = await prisma.member.findFirstOrThrow({ where: { userName: "texc" } });
    const session = await createMemberSessionRow(member.id);
    expect(await loadSession(session.id)).not.toBeNull();
    await prisma.member.update({ where: { id: member.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await loadSession(session.id)).toBeNull();
    expect(await expectedSession(session.id)).toBeNull();
    expect(await loadSession((await createMemberSessionRow(member.id)).id)).not.toBeNull();
  });

  it("is null for an unknown, expired, locked, inactive or unapproved session", async () => {
    const prisma = db().prisma;
    expect(await loadSession("no-such-session")).toBeNull();
    const member = await prisma.member.findFirstOrThrow({ where: { userName: "tex" } });
    const expired = await createMemberSessionRow(member.id);
    await prisma.authSession.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await loadSession(expired.id)).toBeNull();
    for (const change of [{ isLocked: true }, { isActive: false }, { isApproved: false }]) {
      const other = await prisma.member.create({
        data: {
          userName: `refused-${Object.keys(change)[0]}`,
          fullName: "Refused",
          officeEmail: `${Object.keys(change)[0]}@example.org`,
          passwordHash: "x",
          isActive: true,
          isApproved: true,
        },
      });
      const session = await createMemberSessionRow(other.id);
      expect(await loadSession(session.id)).not.toBeNull();
      await prisma.member.update({ where: { id: other.id }, data: change });
      expect(await loadSession(session.id)).toBeNull();
    }
  });
});
