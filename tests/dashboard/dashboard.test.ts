// The members' dashboard (issue 13, section 5): GET /api/auth/dashboard counts what waits for each
// member by role (sign-ups, age proofs, open service requests in their categories) and shows their
// own table or circle; getdashboardprojectdata gives the project figures of their unit and of the
// federation. Visitors are refused.
import { GET as dashboardGet } from "@/app/api/auth/dashboard/route";
import { GET as projectDataGet } from "@/app/api/auth/getdashboardprojectdata/route";
import { seedMember, seedServiceCategory, seedServiceRequest } from "@/lib/db/seed/seed-functions";
import { getAdminQueueCounts } from "@/lib/members/admin-queue-counts";
import { listAgeProofsWaiting } from "@/lib/members/age-proofs";
import { getRequest, send } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { setupGrantWorld } from "../projects/grant-fixture";
import { expectError } from "../projects/helpers";
import { authFor } from "../service-requests/helpers";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

type TDashboard = {
  waiting: { kind: string; label: string; count: number; href: string }[];
  unit: {
    kind: string;
    no: number;
    name: string;
    areaNo: number;
    activeMembers: number;
    decharteredOn: string | null;
    applications: { inProgress: number; completed: number };
  } | null;
};
type TFigures = {
  applicationsByState: Record<string, number>;
  sanctioned: { paise: number; text: string };
  paid: { paise: number };
};

const dashboard = async (auth?: Parameters<typeof getRequest>[1]) => send(dashboardGet, getRequest("/api/auth/dashboard", auth));
const projectData = async (auth?: Parameters<typeof getRequest>[1]) =>
  send(projectDataGet, getRequest("/api/auth/getdashboardprojectdata", auth));
const kinds = (body: unknown) => Object.fromEntries((body as TDashboard).waiting.map((item) => [item.kind, item.count]));

beforeAll(async () => {
  const prisma = db().prisma;
  const { world, applicationIn } = fixture();
  await applicationIn("IN_PROGRESS");
  // Two sign-ups waiting, one age proof to verify, one verified.
  for (const n of [1, 2])
    await seedMember(prisma, {
      userName: `db-signup${n}`,
      password: "x-unused-1",
      fullName: `Sign Up ${n}`,
      roles: ["User"],
      tableNo: 1,
      isApproved: false,
    });
  await prisma.member.update({ where: { id: world.members.member.id }, data: { ageProofFileName: "age-1.png" } });
  await prisma.member.update({
    where: { id: world.members.tex.id },
    data: { ageProofFileName: "age-2.png", ageProofVerified: true },
  });
  // The TEX and the NEX administer one category with an open and a closed request; another has one open.
  const mine = await seedServiceCategory(prisma, "Dashboard A", [world.members.tex.id, world.members.nex.id]);
  const other = await seedServiceCategory(prisma, "Dashboard B");
  await seedServiceRequest(prisma, { requesterId: world.members.member.id, categoryId: mine.id, title: "Open one", remark: "r" });
  await seedServiceRequest(prisma, {
    requesterId: world.members.member.id,
    categoryId: mine.id,
    title: "Closed one",
    remark: "r",
    thread: [{ authorId: world.members.nex.id, remark: "Done", at: new Date(), status: 0 }],
  });
  await seedServiceRequest(prisma, { requesterId: world.members.member.id, categoryId: other.id, title: "Other", remark: "r" });
});

test("visitors are refused both calls", async () => {
  expectError(await dashboard(), 401);
  expectError(await projectData(), 401);
});

test("the Admin sees the sign-ups, the age proofs and every open service request, each with its link", async () => {
  const reply = await dashboard(fixture().world.members.admin.auth);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("cache-control")).toContain("no-store");
  expect(kinds(reply.body)).toEqual({ signUps: 2, ageProofs: 1, serviceRequests: 2 });
  const links = Object.fromEntries((reply.body as TDashboard).waiting.map((item) => [item.kind, item.href]));
  expect(links).toEqual({ signUps: "/manage/approvalrequest", ageProofs: "/manage", serviceRequests: "/servicerequests" });
  expect((reply.body as TDashboard).unit).toBeNull();
});

test("a closed account's age proof waits for nobody: the dashboard counts what /manage counts and lists", async () => {
  const prisma = db().prisma;
  const closed = await seedMember(prisma, {
    userName: "db-closed",
    password: "x-unused-1",
    fullName: "Closed Account",
    roles: ["User"],
    tableNo: 1,
    isActive: false,
  });
  await prisma.member.update({ where: { id: closed.id }, data: { ageProofFileName: "age-closed.png" } });
  // An empty name is no document.
  const blank = await seedMember(prisma, {
    userName: "db-blank",
    password: "x-unused-1",
    fullName: "Blank Proof",
    roles: ["User"],
  });
  await prisma.member.update({ where: { id: blank.id }, data: { ageProofFileName: "" } });
  try {
    expect(kinds((await dashboard(fixture().world.members.admin.auth)).body).ageProofs).toBe(1);
    expect((await getAdminQueueCounts()).ageProofs).toBe(1);
    const list = await listAgeProofsWaiting({ page: 1, pageSize: 10 });
    expect({ total: list.total, ids: list.members.map((member) => member.memberId) }).toEqual({
      total: 1,
      ids: [fixture().world.members.member.id],
    });
  } finally {
    await prisma.member.deleteMany({ where: { id: { in: [closed.id, blank.id] } } });
  }
});

test("a category admin counts only the open requests of their categories; a plain member has nothing waiting", async () => {
  expect(kinds((await dashboard(fixture().world.members.tex.auth)).body)).toEqual({ serviceRequests: 1 });
  // Only what the member's roles can open: the NEX has no /servicerequests page, so no link there.
  expect(kinds((await dashboard(fixture().world.members.nex.auth)).body)).toEqual({});
  expect(kinds((await dashboard(fixture().world.members.member.auth)).body)).toEqual({});
  // Admin-Members reads member documents but does not verify age proofs (the Admin's /manage).
  const documents = await seedMember(db().prisma, {
    userName: "db-documents",
    password: "x-unused-1",
    fullName: "Documents Reader",
    roles: ["Admin-Members"],
  });
  expect(kinds((await dashboard(await authFor(documents.id, ["Admin-Members"]))).body)).toEqual({});
  // A sign-up approved is no longer counted.
  await db().prisma.member.update({ where: { userName: "db-signup1" }, data: { isApproved: true } });
  expect(kinds((await dashboard(fixture().world.members.admin.auth)).body).signUps).toBe(1);
  await db().prisma.member.update({ where: { userName: "db-signup1" }, data: { isApproved: false } });
});

test("a table's office bearer sees their table: area, members, applications in progress; de-chartered shows", async () => {
  const reply = await dashboard(fixture().world.members.texc.auth);
  const unit = (reply.body as TDashboard).unit!;
  expect(unit).toMatchObject({ kind: "table", no: 2, name: "Table 2", areaNo: 1, decharteredOn: null });
  expect(unit.applications).toEqual({ inProgress: 1, completed: 0 });
  // Active, approved members of table 2 only (texc and member; the sign-ups are of table 1).
  expect(unit.activeMembers).toBe(await db().prisma.member.count({ where: { tableNo: 2, isActive: true, isApproved: true } }));
  await db().prisma.table.update({ where: { tableNo: 2 }, data: { isDecharted: true, dechartedOn: new Date("2026-07-01") } });
  try {
    expect((await dashboard(fixture().world.members.texc.auth)).body).toMatchObject({ unit: { decharteredOn: "2026-07-01" } });
  } finally {
    await db().prisma.table.update({ where: { tableNo: 2 }, data: { isDecharted: false, dechartedOn: null } });
  }
});

test("project figures: the caller's table and the federation, sanctioned and paid in rupees", async () => {
  const grant = await db().prisma.grantApproval.findFirstOrThrow({ select: { sanctionedPaise: true, paidPaise: true } });
  const own = (await projectData(fixture().world.members.texc.auth)).body as { unit: TFigures; federation: TFigures };
  expect(own.unit.applicationsByState).toEqual({ IN_PROGRESS: 1 });
  expect(own.unit.sanctioned.paise).toBe(Number(grant.sanctionedPaise));
  expect(own.unit.sanctioned.text).toBe("₹10,00,000");
  expect(own.unit.paid.paise).toBe(Number(grant.paidPaise));
  expect(own.unit.paid.paise).toBeGreaterThan(0);
  expect(own.federation.sanctioned.paise).toBe(Number(grant.sanctionedPaise));
  // Table 1 has no application: zeros for it, the federation's figures the same.
  const other = (await projectData(fixture().world.members.tex.auth)).body as { unit: TFigures; federation: TFigures };
  expect(other.unit).toEqual({ applicationsByState: {}, sanctioned: { paise: 0, text: "₹0" }, paid: { paise: 0, text: "₹0" } });
  expect(other.federation).toEqual(own.federation);
  // No unit: only the federation.
  const admin = await authFor(fixture().world.members.admin.id, ["Admin"]);
  expect(((await projectData(admin)).body as { unit: unknown }).unit).toBeNull();
});
