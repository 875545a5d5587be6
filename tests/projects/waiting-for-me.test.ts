// What waits for each member in the grant process (issue 12, section 4: getwaitingforme): by role,
// by area and by table, the steps already taken no longer listed, bounded per kind with the full
// count.
import { getRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { authFor } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import { setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { GET as waitingGet } from "@/app/api/projects/getwaitingforme/route";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { WAITING_KIND_MAX, type TWaitingGroup } from "@/lib/projects/waiting-for-me";

const db = setupTestDb();
const fixture = setupGrantWorld(db);
let otherAc: TAuth;
let table2Tex: TAuth;

beforeAll(async () => {
  const prisma = db().prisma;
  const ac2 = await seedMember(prisma, {
    userName: "pj-ac2",
    password: "x-unused-1",
    fullName: "Projects ac2",
    roles: ["AC"],
    tableNo: 3,
  });
  await prisma.area.update({ where: { areaNo: 2 }, data: { chairmanId: ac2.id } });
  otherAc = await authFor(ac2.id, ["AC"]);
  const tex2 = await seedMember(prisma, {
    userName: "pj-tex2",
    password: "x-unused-1",
    fullName: "Projects tex2",
    roles: ["TEX"],
    tableNo: 2,
  });
  table2Tex = await authFor(tex2.id, ["TEX"]);
});

const m = () => fixture().world.members;

type TWaiting = { stat: number; total: number; groups: TWaitingGroup[] };

const waiting = async (auth: TAuth | undefined) => send(waitingGet, getRequest("/api/projects/getwaitingforme", auth));
const waitingOf = async (auth: TAuth) => {
  const reply = await waiting(auth);
  expect(reply.status).toBe(200);
  return reply.body as TWaiting;
};
/** The kinds under which the application waits for the member. */
const kindsFor = async (auth: TAuth, applicationId: number) =>
  (await waitingOf(auth)).groups.flatMap((group) =>
    group.items.filter((item) => item.applicationId === applicationId).map((item) => item.kind),
  );
const itemFor = async (auth: TAuth, applicationId: number, kind: string) =>
  (await waitingOf(auth)).groups
    .flatMap((group) => group.items)
    .find((item) => item.applicationId === applicationId && item.kind === kind);

/** An application of table 2 started through the real call, then put in `state` directly. */
const inState = async (
  state: "DRAFT" | "SUBMITTED" | "AREA_RECOMMENDED" | "UNDER_REVIEW" | "ON_HOLD" | "QUERY_RAISED" | "EDIT_ALLOWED",
  title: string = state,
) => {
  const reply = await api.create(m().texc.auth, { packId: fixture().packId, title });
  const app = (reply.body as { tableProjectApplication: { id: number; applicationNo: string; stages: { id: number }[] } })
    .tableProjectApplication;
  if (state !== "DRAFT") await db().prisma.projectApplication.update({ where: { id: app.id }, data: { state } });
  return app;
};
const openQueryOn = (applicationId: number) =>
  db().prisma.projectQuery.create({ data: { applicationId, question: "Why?", raisedById: m().npc.id } });

describe("getwaitingforme", () => {
  it("needs a login; a member with no part in grants has nothing waiting", async () => {
    expectError(await waiting(undefined), 401);
    expect(await waitingOf(m().member.auth)).toEqual({ stat: 1, total: 0, groups: [] });
  });

  it("the area chairman: the submitted applications of their own area only", async () => {
    const app = await inState("SUBMITTED", "For the area");
    const item = await itemFor(m().ac.auth, app.id, "recommend");
    expect(item).toMatchObject({
      applicationNo: app.applicationNo,
      title: "For the area",
      unit: "Table 2",
      state: "SUBMITTED",
      stateLabel: "Submitted, awaiting the area chairman",
      href: `/projects/arearecommendation/${app.id}/${app.stages[1]!.id}`,
    });
    expect(item!.action).toMatch(/recommendation/);
    expect(Date.parse(item!.since)).not.toBeNaN();
    expect(await kindsFor(otherAc, app.id)).toEqual([]);
    expect(await kindsFor(m().npc.auth, app.id)).toEqual([]);
    await db().prisma.projectApplication.update({ where: { id: app.id }, data: { state: "AREA_RECOMMENDED" } });
    expect(await kindsFor(m().ac.auth, app.id)).toEqual([]);
  });

  it("the national team: recommended, under review without an open query, on hold (admins), completion, stages to approve", async () => {
    const prisma = db().prisma;
    const recommended = await inState("AREA_RECOMMENDED");
    const review = await inState("UNDER_REVIEW");
    const queried = await inState("UNDER_REVIEW", "Query open");
    await openQueryOn(queried.id);
    const held = await inState("ON_HOLD");
    const completion = await fixture().applicationIn("COMPLETION_SUBMITTED", "Completion in");
    const sanctioned = await fixture().applicationIn("SANCTIONED", "Nothing to approve");
    const inaugurated = await fixture().applicationIn("IN_PROGRESS", "Inauguration in");
    await prisma.applicationStage.update({
      where: { id: inaugurated.stageIds[4] },
      data: { state: "SUBMITTED", submittedAt: new Date() },
    });

    for (const auth of [m().npc.auth, m().adminPom.auth, m().admin.auth]) {
      expect(await kindsFor(auth, recommended.id)).toEqual(["startReview"]);
      expect(await kindsFor(auth, review.id)).toEqual(["review"]);
      expect(await kindsFor(auth, queried.id)).toEqual([]);
      expect(await kindsFor(auth, completion.id)).toEqual(["completion"]);
      expect(await kindsFor(auth, inaugurated.id)).toEqual(["approveStage"]);
    }
    expect(await kindsFor(m().npc.auth, held.id)).toEqual([]);
    expect(await kindsFor(m().adminPom.auth, held.id)).toEqual(["release"]);
    expect(await kindsFor(m().admin.auth, held.id)).toEqual(["release"]);
    // The sanctioned application's own stages are submitted, but none waits for approval.
    expect(await kindsFor(m().npc.auth, sanctioned.id)).toEqual([]);
    expect(await itemFor(m().npc.auth, inaugurated.id, "approveStage")).toMatchObject({
      action: "Approve the Inauguration stage, or return it to the table",
      href: `/projects/tableprojectapplicationstageforapproval/${inaugurated.stageIds[4]}`,
      state: "IN_PROGRESS",
    });
    for (const who of ["secretary", "trustee", "texc", "nex"] as const)
      expect(await kindsFor(m()[who].auth, recommended.id)).toEqual([]);

    await prisma.applicationStage.update({ where: { id: inaugurated.stageIds[4] }, data: { state: "APPROVED" } });
    expect(await kindsFor(m().npc.auth, inaugurated.id)).toEqual([]);
  });

  it("the trust office and the trustees: each trustee until they have voted", async () => {
    const prisma = db().prisma;
    const recommended = await fixture().applicationIn("NATIONAL_RECOMMENDED", "To circulate");
    const circulating = await fixture().applicationIn("IN_CIRCULATION", "Circulating");
    const approved = await fixture().applicationIn("TRUST_APPROVED", "To sanction");
    const sanctioned = await fixture().applicationIn("SANCTIONED", "To pay");
    for (const auth of [m().secretary.auth, m().admin.auth]) {
      expect(await kindsFor(auth, recommended.id)).toEqual(["circulate"]);
      expect(await kindsFor(auth, circulating.id)).toEqual(["closeCirculation"]);
      expect(await kindsFor(auth, approved.id)).toEqual(["sanction"]);
      expect(await kindsFor(auth, sanctioned.id)).toEqual(["firstPayment"]);
    }
    expect(await kindsFor(m().npc.auth, circulating.id)).toEqual([]);
    expect(await kindsFor(m().trustee.auth, circulating.id)).toEqual(["trusteeVote"]);
    expect(await kindsFor(m().trustee2.auth, circulating.id)).toEqual(["trusteeVote"]);
    expect(await kindsFor(m().trustee.auth, recommended.id)).toEqual([]);

    await prisma.circulationTrustee.updateMany({
      where: { trusteeId: m().trustee2.id, circulation: { applicationId: circulating.id } },
      data: { vote: "APPROVE", votedAt: new Date() },
    });
    expect(await kindsFor(m().trustee2.auth, circulating.id)).toEqual([]);
    expect(await kindsFor(m().trustee.auth, circulating.id)).toEqual(["trusteeVote"]);
  });

  it("the table's office bearers: their own drafts, open queries, edits and the stage to fill after the sanction", async () => {
    const prisma = db().prisma;
    const draft = await inState("DRAFT", "Our draft");
    const queried = await inState("QUERY_RAISED", "Asked");
    await openQueryOn(queried.id);
    const edits = await inState("EDIT_ALLOWED", "Edits");
    const sanctioned = await fixture().applicationIn("SANCTIONED", "To inaugurate");
    const texc = m().texc.auth;
    expect(await itemFor(texc, draft.id, "draft")).toMatchObject({
      href: `/projects/tableprojectapplication/${draft.id}/${draft.stages[0]!.id}`,
      state: "DRAFT",
    });
    // The chairman (TEX-C) may not open /queries (SPEC.md's route table): /projects shows the unit's
    // queries with their reply forms. An office bearer who may open /queries (TEX) goes there.
    expect(await itemFor(texc, queried.id, "answerQuery")).toMatchObject({ href: "/projects" });
    expect(await itemFor(table2Tex, queried.id, "answerQuery")).toMatchObject({ href: "/queries" });
    expect(await kindsFor(texc, edits.id)).toEqual(["edit"]);
    expect(await itemFor(texc, sanctioned.id, "fillStage")).toMatchObject({
      action: "Fill in and submit the Inauguration stage",
      href: `/projects/tableprojectapplication/${sanctioned.id}/${sanctioned.stageIds[4]}`,
    });
    for (const who of ["tex", "cex", "member", "ac"] as const) expect(await kindsFor(m()[who].auth, draft.id)).toEqual([]);

    // Once the inauguration is submitted the completion is the stage to fill.
    await prisma.applicationStage.update({ where: { id: sanctioned.stageIds[4] }, data: { state: "SUBMITTED" } });
    expect(await itemFor(texc, sanctioned.id, "fillStage")).toMatchObject({
      action: "Fill in and submit the Completion stage",
      href: `/projects/tableprojectapplication/${sanctioned.id}/${sanctioned.stageIds[5]}`,
    });
    // An answered query no longer waits on the table.
    await prisma.projectQuery.updateMany({ where: { applicationId: queried.id }, data: { state: "ANSWERED" } });
    expect(await kindsFor(texc, queried.id)).toEqual([]);
  });

  it("lists at most the limit per kind, with the full count, the longest waiting first", async () => {
    const prisma = db().prisma;
    const before = (await waitingOf(m().texc.auth)).groups.find((group) => group.kind === "draft")?.count ?? 0;
    const old = new Date("2020-01-01T00:00:00Z");
    await prisma.projectApplication.createMany({
      data: Array.from({ length: WAITING_KIND_MAX + 5 }, (_, n) => ({
        applicationNo: `TPA-BULK-${n}`,
        year: 202526,
        packId: fixture().packId,
        tableNo: 2,
        areaNo: 1,
        title: `Bulk ${n}`,
        createdById: m().texc.id,
        stateChangedAt: new Date(old.getTime() + n * 1000),
      })),
    });
    const result = await waitingOf(m().texc.auth);
    const drafts = result.groups.find((group) => group.kind === "draft")!;
    expect(drafts.count).toBe(before + WAITING_KIND_MAX + 5);
    expect(drafts.items).toHaveLength(WAITING_KIND_MAX);
    expect(drafts.items[0]).toMatchObject({ applicationNo: "TPA-BULK-0", since: old.toISOString(), href: "/projects" });
    expect(result.total).toBe(result.groups.reduce((sum, group) => sum + group.count, 0));
  });
});
