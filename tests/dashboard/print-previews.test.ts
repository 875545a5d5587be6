// The dashboard's print previews (getdashboardprintpreviews): SPEC.md's route table gives a table's
// secretary (TEX-S) the print preview and no page that lists applications, so the dashboard lists
// their own table's applications with the preview's link. Each link is a page of the app that
// the route-role table opens for their roles, and the preview's loads (the stage it names, then
// every stage of its application) answer them 200. Members with /projects, and plain members, get
// no panel and the call refuses them.
import { GET as printPreviewsGet } from "@/app/api/auth/getdashboardprintpreviews/route";
import type { TRole } from "@/lib/auth/roles";
import { canOpenPage } from "@/lib/auth/route-roles";
import { printPreviewsUnit, type TDashboardPrintPreviews } from "@/lib/dashboard/print-previews";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { getRequest, send, type TAuth } from "../auth/helpers";
import { appPageRoutes, isAppPage } from "../helpers/app-routes";
import { setupTestDb } from "../helpers/test-db";
import { appApi as api } from "../projects/app-api";
import { setupGrantWorld, type TFixtureApplication } from "../projects/grant-fixture";
import { expectError } from "../projects/helpers";
import { authFor } from "../service-requests/helpers";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

let secretary2: TAuth;
let secretary1: TAuth;
let recommended: TFixtureApplication;
let draftId: number;
let table1Id: number;

type TCreated = { tableProjectApplication: { id: number } };

const previews = async (auth?: TAuth, query = "") =>
  send(printPreviewsGet, getRequest(`/api/auth/getdashboardprintpreviews${query}`, auth));

const secretaryOf = async (tableNo: number) => {
  const row = await seedMember(db().prisma, {
    userName: `pp-texs${tableNo}`,
    password: "x-unused-1",
    fullName: `Secretary ${tableNo}`,
    roles: ["TEX-S"],
    tableNo,
  });
  return authFor(row.id, ["TEX-S"]);
};

beforeAll(async () => {
  const prisma = db().prisma;
  const { world, packId, applicationIn } = fixture();
  secretary2 = await secretaryOf(2);
  secretary1 = await secretaryOf(1);
  // Table 2: one far along (three stages submitted) and a draft; table 1: a draft of its own.
  recommended = await applicationIn("NATIONAL_RECOMMENDED", "Water for the school");
  draftId = ((await api.create(world.members.texc.auth, { packId, title: "Library draft" })).body as TCreated)
    .tableProjectApplication.id;
  table1Id = ((await api.create(world.members.tex.auth, { packId, title: "Table 1 toilets" })).body as TCreated)
    .tableProjectApplication.id;
  // An application without stage rows has no preview to link to.
  await prisma.projectApplication.create({
    data: {
      applicationNo: "TPA-PP-NO-STAGES",
      year: 202526,
      packId,
      tableNo: 2,
      areaNo: 1,
      title: "No stages",
      createdById: world.members.texc.id,
    },
  });
});

const PAGES = appPageRoutes();

/** What the print preview loads for `auth`: the stage the link names, then every stage of its application (all 200). */
const previewLoads = async (href: string, auth: TAuth) => {
  const [, , page, tpaid, tpasid] = href.split("/");
  expect(page).toBe("tableprojectapplicationpreviewforpdf");
  const first = await api.stage(auth, Number(tpasid));
  expect({ href, status: first.status }).toEqual({ href, status: 200 });
  const { application } = first.body as { application: { id: number; stages: { id: number }[] } };
  expect(application.id).toBe(Number(tpaid));
  return Promise.all(application.stages.map(async (stage) => (await api.stage(auth, stage.id)).status));
};

const listed = (body: unknown) => body as TDashboardPrintPreviews;

describe("a table's secretary", () => {
  it("sees their own table's applications, newest first, with the stages submitted, and not another table's", async () => {
    const reply = await previews(secretary2);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toContain("no-store");
    const body = listed(reply.body);
    expect(body.unit).toEqual({ kind: "table", no: 2 });
    expect(body.total).toBe(2);
    expect(body.applications.map((application) => application.id)).toEqual([draftId, recommended.id]);
    const [draft, far] = body.applications;
    expect(draft).toMatchObject({ title: "Library draft", state: "DRAFT", stateLabel: "Draft", submittedStages: [] });
    expect(far).toMatchObject({ applicationNo: recommended.applicationNo, title: "Water for the school" });
    expect(far!.submittedStages).toHaveLength(3);
    expect(far!.stageCount).toBe(recommended.stageIds.length);

    const other = listed((await previews(secretary1)).body);
    expect(other.unit).toEqual({ kind: "table", no: 1 });
    expect(other.applications.map((application) => application.id)).toEqual([table1Id]);
  });

  it("gets links that are pages their roles open, whose loads answer them", async () => {
    const { applications } = listed((await previews(secretary2)).body);
    expect(applications.length).toBeGreaterThan(0);
    for (const application of applications) {
      const { href } = application;
      expect({ href, isPage: isAppPage(href, PAGES) }).toEqual({ href, isPage: true });
      expect({ href, opens: canOpenPage(href, ["TEX-S"]) }).toEqual({ href, opens: true });
      const statuses = await previewLoads(href, secretary2);
      expect(statuses.length).toBe(application.stageCount);
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // Another table's secretary cannot follow them: the preview finds no such stage for them.
    const foreign = applications[0]!.href.split("/")[4]!;
    expect((await api.stage(secretary1, Number(foreign))).status).toBe(404);
  });

  it("is given a page at a time, and an empty list when the table has none", async () => {
    const first = listed((await previews(secretary2, "?startrecord=0&takerecord=1")).body);
    const second = listed((await previews(secretary2, "?startrecord=1&takerecord=1")).body);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.applications, ...second.applications].map((application) => application.id)).toEqual([
      draftId,
      recommended.id,
    ]);
    expectError(await previews(secretary2, "?takerecord=101"), 400);

    const row = await seedMember(db().prisma, {
      userName: "pp-texs-empty",
      password: "x-unused-1",
      fullName: "Secretary of an empty table",
      roles: ["TEX-S"],
      tableNo: 1,
    });
    await db().prisma.projectApplication.deleteMany({ where: { id: table1Id } });
    const empty = listed((await previews(await authFor(row.id, ["TEX-S"]))).body);
    expect({ total: empty.total, applications: empty.applications }).toEqual({ total: 0, applications: [] });
  });
});

describe("members with another door, and plain members", () => {
  it("get no panel: the roles that open /projects, and those without a unit of their role's kind", () => {
    const at = (roles: TRole[], unit: { tableNo?: number; circleNo?: number } = { tableNo: 2 }) =>
      printPreviewsUnit({ memberId: 1, roles, tableNo: unit.tableNo ?? null, circleNo: unit.circleNo ?? null });
    expect(at(["TEX-S"])).toEqual({ kind: "table", no: 2 });
    for (const roles of [["TEX"], ["TEX-C"], ["User"], ["TEX-S", "TEX"], ["TEX-S", "TEX-C"], ["Admin"], ["CEX"]] as TRole[][])
      expect({ roles, unit: at(roles) }).toEqual({ roles, unit: null });
    // A TEX-S whose membership is in a circle acts for no table; the national team has no unit.
    expect(at(["TEX-S"], { circleNo: 1 })).toBeNull();
    expect(at(["NPC"])).toBeNull();
  });

  it("are refused the call", async () => {
    const m = fixture().world.members;
    expectError(await previews(), 401);
    expectError(await previews(m.tex.auth), 403);
    expectError(await previews(m.texc.auth), 403);
    expectError(await previews(m.member.auth), 403);
    expectError(await previews(m.npc.auth), 403);
  });
});
