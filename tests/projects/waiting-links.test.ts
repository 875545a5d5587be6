// Every link in anyone's "waiting for you" list (getwaitingforme) opens for them: for each of the
// 15 roles, a member who holds it (in table 2, circle 1 or area 1 where the role belongs to one)
// is given items of every kind that can wait, and each item's link is a page of the app that the
// route-role table opens for their roles (the page guard's one check) and whose record the page
// loads through a call that answers them 200 (the record-level check).
import { ROLES, type TRole } from "@/lib/auth/roles";
import { canOpenPage } from "@/lib/auth/route-roles";
import { seedProjectPack } from "@/lib/db/seed/demo-project-packs";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { GET as waitingGet } from "@/app/api/projects/getwaitingforme/route";
import { takesPartInGrants, type TWaitingGroup } from "@/lib/projects/waiting-for-me";
import { getRequest, send, type TAuth } from "../auth/helpers";
import { appPageRoutes, isAppPage } from "../helpers/app-routes";
import { setupTestDb } from "../helpers/test-db";
import { authFor } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import { GRANT_PACK, grantApplicationIn } from "./grant-fixture";
import { createProjectsWorld, removeProjectsWorld, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
const members = new Map<TRole, TAuth>();

/** Where a member holding the role belongs: table 2 and circle 1 are in area 1, which `ac` chairs. */
const unitOf = (role: TRole): { tableNo?: number; circleNo?: number } =>
  role === "CEX" || role === "ACEX"
    ? { circleNo: 1 }
    : ["TEX", "TEX-C", "TEX-S", "ATEX", "User"].includes(role)
      ? { tableNo: 2 }
      : {};

type TCreated = { tableProjectApplication: { id: number; stages: { id: number }[] } };

beforeAll(async () => {
  const prisma = db().prisma;
  world = await createProjectsWorld(prisma);
  const m = world.members;
  // A pack for tables and circles alike, so that both kinds of unit have applications waiting.
  const packId = await seedProjectPack(prisma, { ...GRANT_PACK, name: "Pack for both", kind: "BOTH" });
  for (const role of ROLES) {
    if (role === "AC") {
      members.set(role, m.ac.auth);
      continue;
    }
    const row = await seedMember(prisma, {
      userName: `wl-${role.toLowerCase()}`,
      password: "x-unused-1",
      fullName: `Waiting ${role}`,
      roles: [role],
      ...unitOf(role),
    });
    members.set(role, await authFor(row.id, [role]));
  }

  const start = async (auth: TAuth, title: string, state?: string) => {
    const app = ((await api.create(auth, { packId, title })).body as TCreated).tableProjectApplication;
    if (state) await prisma.projectApplication.update({ where: { id: app.id }, data: { state: state as never } });
    return app;
  };
  for (const [auth, unit] of [
    [m.texc.auth, "Table"],
    [m.cex.auth, "Circle"],
  ] as const) {
    await start(auth, `${unit} draft`);
    const queried = await start(auth, `${unit} queried`, "QUERY_RAISED");
    await prisma.projectQuery.create({ data: { applicationId: queried.id, question: "Why?", raisedById: m.npc.id } });
    await start(auth, `${unit} edits`, "EDIT_ALLOWED");
    // Sanctioned: the stages before the inauguration are done, so the inauguration is the one to fill.
    const sanctioned = await start(auth, `${unit} sanctioned`, "SANCTIONED");
    await prisma.applicationStage.updateMany({
      where: { id: { in: sanctioned.stages.slice(0, 4).map((stage) => stage.id) } },
      data: { state: "SUBMITTED", submittedAt: new Date() },
    });
  }
  // A draft with no stage rows (the fallback link of a draft with no open stage).
  await prisma.projectApplication.create({
    data: {
      applicationNo: "TPA-NO-STAGES",
      year: 202526,
      packId,
      tableNo: 2,
      areaNo: 1,
      title: "No stages",
      createdById: m.texc.id,
    },
  });
  for (const state of ["SUBMITTED", "AREA_RECOMMENDED", "UNDER_REVIEW", "ON_HOLD"]) await start(m.texc.auth, state, state);
  for (const state of [
    "NATIONAL_RECOMMENDED",
    "IN_CIRCULATION",
    "TRUST_APPROVED",
    "SANCTIONED",
    "IN_PROGRESS",
    "COMPLETION_SUBMITTED",
  ] as const)
    await grantApplicationIn(prisma, world, packId, state);
  const inaugurated = await grantApplicationIn(prisma, world, packId, "IN_PROGRESS", "Inauguration submitted");
  await prisma.applicationStage.update({
    where: { id: inaugurated.stageIds[4] },
    data: { state: "SUBMITTED", submittedAt: new Date() },
  });
  // The trustees of the circulations are the world's two; this test's trustee votes in one too.
  const trustee = await prisma.member.findUniqueOrThrow({ where: { userName: "wl-rtif-trustee" }, select: { id: true } });
  const circulation = await prisma.circulation.findFirstOrThrow({ where: { closedAt: null } });
  await prisma.circulationTrustee.create({ data: { circulationId: circulation.id, trusteeId: trustee.id } });
});
afterAll(async () => removeProjectsWorld(world));

const PAGES = appPageRoutes();

/** The call through which the linked page loads its record, for the links that name one. */
const recordCallOf = async (href: string, auth: TAuth) => {
  const [, , page, first, second] = href.split("/");
  if (page === "tableprojectapplication" || page === "arearecommendation") return (await api.stage(auth, Number(second))).status;
  if (page === "tableprojectapplicationstageforapproval") {
    const stage = await db().prisma.applicationStage.findUniqueOrThrow({ where: { id: Number(first) } });
    return (await api.application(auth, stage.applicationId)).status;
  }
  return 200;
};

type TWaiting = { total: number; groups: TWaitingGroup[] };

describe("getwaitingforme: every link opens for the member it is given to", () => {
  it.each(ROLES.map((role) => [role]))("%s", async (role) => {
    const auth = members.get(role)!;
    const reply = await send(waitingGet, getRequest("/api/projects/getwaitingforme", auth));
    expect(reply.status).toBe(200);
    const { groups } = reply.body as TWaiting;
    for (const group of groups) {
      // Fewer than the per-kind limit wait here: a group lists all it counts, none left out unseen.
      expect({ kind: group.kind, listed: group.items.length }).toEqual({ kind: group.kind, listed: group.count });
      for (const item of group.items) {
        const where = `${group.kind} -> ${item.href}`;
        expect({ where, isPage: isAppPage(item.href, PAGES) }).toEqual({ where, isPage: true });
        expect({ where, opens: canOpenPage(item.href, [role]) }).toEqual({ where, opens: true });
        expect({ where, record: await recordCallOf(item.href, auth) }).toEqual({ where, record: 200 });
      }
    }
  });

  it("gives each role that acts in the grant process something to do here (the test covers every kind)", async () => {
    const kindsOf = async (role: TRole) =>
      ((await send(waitingGet, getRequest("/api/projects/getwaitingforme", members.get(role)!))).body as TWaiting).groups.map(
        (group) => group.kind,
      );
    expect(await kindsOf("TEX-C")).toEqual(expect.arrayContaining(["draft", "answerQuery", "edit", "fillStage"]));
    expect(await kindsOf("CEX")).toEqual(expect.arrayContaining(["draft", "answerQuery", "edit", "fillStage"]));
    expect(await kindsOf("TEX")).toEqual(expect.arrayContaining(["draft", "answerQuery", "edit", "fillStage"]));
    expect(await kindsOf("AC")).toEqual(["recommend"]);
    expect(await kindsOf("Admin")).toEqual(
      expect.arrayContaining(["startReview", "review", "release", "completion", "circulate", "sanction", "approveStage"]),
    );
    expect(await kindsOf("RTIF-Trustee")).toEqual(["trusteeVote"]);
    for (const role of ["User", "NEX", "Admin-Members"] as const) expect(await kindsOf(role)).toEqual([]);
    // SPEC.md's route table gives a table's secretary the print preview only, none of the pages where
    // the unit acts: nothing waits for TEX-S, and the dashboard shows it no list.
    expect(await kindsOf("TEX-S")).toEqual([]);
    expect(takesPartInGrants(["TEX-S"])).toBe(false);
    expect(takesPartInGrants(["TEX-S", "TEX"])).toBe(true);
    expect(ROLES.filter((role) => takesPartInGrants([role]))).toEqual(
      ROLES.filter((role) => !["NEX", "TEX-S", "User", "Admin-Members"].includes(role)),
    );
  });
});
