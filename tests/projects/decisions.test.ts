// Decisions of the national review (issue 12, section 1): reject, hold and release, return for
// edits, close and withdraw; by role, by table and by state, at once from two reviewers, with the
// reason recorded and mailed, and nothing written on a refusal. The national team's first step on
// an application the area recommended (a confirmation, the national stage's answers, a hold, the
// recommendation) takes it up for review first.
import { getRequest, jsonPoster, send, type TAuth } from "../auth/helpers";
import { itOnPostgres } from "../helpers/test-db";
import { withParams } from "../service-requests/helpers";
import { resolveSession } from "@/lib/auth/session";
import { confirmElements, recommendToTrust } from "@/lib/projects/approvals";
import { moveApplication } from "@/lib/projects/move-application";
import { appApi as api } from "./app-api";
import { AREA_SIGNATURE_STAGE, expectError, SIGNED_APPLICATION_STAGE, seedTablePack, setupProjectsWorld } from "./helpers";
import { POST as rejectPost } from "@/app/api/projects/rejectapplication/route";
import { POST as holdPost } from "@/app/api/projects/awaittableprojectappliactionbyadmin/route";
import { POST as allowEditPost } from "@/app/api/projects/alloweditforapplication/route";
import { POST as closePost } from "@/app/api/projects/movetoclosedandwithdrawn/route";
import { POST as confirmPost } from "@/app/api/projects/updatetpaprojectdetailsapproval/route";
import { POST as approveTablePost } from "@/app/api/projects/approvetableprojectappliaction/route";
import { POST as approveCirclePost } from "@/app/api/projects/approvecircleprojectappliaction/route";
import { GET as approvalsGet } from "@/app/api/projects/getapplicationapprovals/[id]/route";

const { db, world } = setupProjectsWorld();
let packId: number;

beforeAll(async () => {
  packId = await seedTablePack(db().prisma, "Decisions pack", [
    SIGNED_APPLICATION_STAGE,
    AREA_SIGNATURE_STAGE,
    {
      name: "National review",
      filledBy: "NATIONAL",
      elements: [
        { kind: "LONG_TEXT", label: "Notes", required: false, config: {} },
        { kind: "SHORT_TEXT", label: "Grant recommended", required: true, config: {} },
      ],
    },
  ]);
});

const m = () => world.members;
const decide = {
  reject: jsonPoster(rejectPost, "/api/projects/rejectapplication"),
  hold: jsonPoster(holdPost, "/api/projects/awaittableprojectappliactionbyadmin"),
  allowEdit: jsonPoster(allowEditPost, "/api/projects/alloweditforapplication"),
  close: jsonPoster(closePost, "/api/projects/movetoclosedandwithdrawn"),
  confirm: jsonPoster(confirmPost, "/api/projects/updatetpaprojectdetailsapproval"),
  approveTable: jsonPoster(approveTablePost, "/api/projects/approvetableprojectappliaction"),
  approveCircle: jsonPoster(approveCirclePost, "/api/projects/approvecircleprojectappliaction"),
  approvals: (auth: TAuth | undefined, id: number) =>
    send(withParams(approvalsGet, { id: String(id) }), getRequest(`/api/projects/getapplicationapprovals/${id}`, auth)),
};

type TApp = { id: number; state: string; stages: { id: number; state: string; filledBy: string }[] };
const elementOf = (label: string) => db().prisma.stageElement.findFirstOrThrow({ where: { label, stage: { packId } } });
/** The element becomes one the NPC confirms before approving (again: no change). */
const mapToNpc = (elementId: number) =>
  db().prisma.approvalElementMapping.upsert({
    where: { role_elementId: { role: "NPC", elementId } },
    create: { packId, role: "NPC", elementId },
    update: {},
  });
const appOf = (reply: { body: unknown }) => (reply.body as { tableProjectApplication: TApp }).tableProjectApplication;

/** An application of table 2 in `state`, its table and area stages submitted and signed as they would be by then. */
const inState = async (state: "DRAFT" | "UNDER_REVIEW" | "AREA_RECOMMENDED", title: string) => {
  const created = appOf(await api.create(m().texc.auth, { packId, title }));
  if (state === "DRAFT") return created;
  const prisma = db().prisma;
  const [tableStage, areaStage] = created.stages;
  for (const stage of [tableStage!, areaStage!]) {
    const row = await prisma.applicationStage.findUniqueOrThrow({ where: { id: stage.id }, select: { packStageId: true } });
    const signature = await prisma.stageElement.findFirstOrThrow({ where: { stageId: row.packStageId, kind: "OTP_SIGNATURE" } });
    await prisma.applicationStage.update({ where: { id: stage.id }, data: { state: "SUBMITTED", submittedAt: new Date() } });
    await prisma.stageSignature.create({
      data: { applicationStageId: stage.id, elementId: signature.id, signerId: m().texc.id, enteredById: m().texc.id },
    });
  }
  await prisma.projectApplication.update({ where: { id: created.id }, data: { state } });
  return created;
};

const sessionOf = async (auth: TAuth) => (await resolveSession(new Headers({ cookie: auth.cookie! })))!;
const stateOf = async (id: number) => (await db().prisma.projectApplication.findUniqueOrThrow({ where: { id } })).state;
const eventCount = () => db().prisma.applicationEvent.count();

describe("decisions of the national review", () => {
  it("rejects only with a reason, only by the national team, only while it is open for review; the table is told why", async () => {
    const app = await inState("UNDER_REVIEW", "To reject");
    const events = await eventCount();
    expectError(await decide.reject(undefined, { applicationId: app.id, remark: "No" }), 401);
    expectError(await decide.reject(m().texc.auth, { applicationId: app.id, remark: "No" }), 403);
    expectError(await decide.reject(m().npc.auth, { applicationId: app.id }), 400, "remark");
    expectError(await decide.reject(m().npc.auth, { applicationId: app.id, remark: " \u200b " }), 400, "remark");
    expectError(await decide.reject(m().npc.auth, { applicationId: 999999, remark: "No" }), 404);
    expect(await eventCount()).toBe(events);
    expect(await stateOf(app.id)).toBe("UNDER_REVIEW");

    const rejected = await decide.reject(m().npc.auth, { applicationId: app.id, remark: "The school is private." });
    expect(appOf(rejected).state).toBe("REJECTED");
    const event = await db().prisma.applicationEvent.findFirstOrThrow({
      where: { applicationId: app.id },
      orderBy: { id: "desc" },
    });
    expect(event).toMatchObject({
      action: "reject",
      fromState: "UNDER_REVIEW",
      toState: "REJECTED",
      remark: "The school is private.",
    });
    const mail = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toMatch(/: Rejected$/);
    expect(mail.text).toContain("Reason: The school is private.");
    expectError(await decide.reject(m().npc.auth, { applicationId: app.id, remark: "Again" }), 409);
  });

  it("of two reviewers deciding at once, one wins and the other is told it changed", async () => {
    // Two decisions that exclude each other in either order (a held application cannot be returned
    // for edits, nor one returned for edits held), so the outcome does not depend on which request
    // reads first: a reject and a hold did, since a held application may still be rejected.
    const app = await inState("UNDER_REVIEW", "Race");
    const replies = await Promise.all([
      decide.hold(m().npc.auth, { applicationId: app.id, remark: "First" }),
      decide.allowEdit(m().adminPom.auth, { applicationId: app.id, remark: "Second" }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const events = await db().prisma.applicationEvent.findMany({
      where: { applicationId: app.id, action: { in: ["hold", "allowEdit"] } },
    });
    expect(events).toHaveLength(1);
    expect(await stateOf(app.id)).toBe(events[0]!.toState);
  });

  it("a move over a state another reviewer has changed since it was read is refused, and writes nothing", async () => {
    // The race above, made certain: the reviewer read UNDER_REVIEW, and the application was held meanwhile.
    const app = await inState("UNDER_REVIEW", "Stale read");
    expect(appOf(await decide.hold(m().npc.auth, { applicationId: app.id, remark: "Budget check" })).state).toBe("ON_HOLD");
    const prisma = db().prisma;
    const events = await prisma.applicationEvent.count({ where: { applicationId: app.id } });
    const stale = prisma.$transaction((tx) =>
      moveApplication(tx, {
        applicationId: app.id,
        action: "reject",
        from: "UNDER_REVIEW",
        session: { memberId: m().adminPom.id, roles: ["Admin-Pom"] },
        remark: "Read before the hold",
      }),
    );
    await expect(stale).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await stateOf(app.id)).toBe("ON_HOLD");
    expect(await prisma.applicationEvent.count({ where: { applicationId: app.id } })).toBe(events);
  });

  it("holds for the admin, and only the admin releases", async () => {
    const app = await inState("UNDER_REVIEW", "Hold");
    expect(appOf(await decide.hold(m().npc.auth, { applicationId: app.id, remark: "Budget check" })).state).toBe("ON_HOLD");
    expectError(await decide.hold(m().npc.auth, { applicationId: app.id, release: true }), 403);
    expect(appOf(await decide.hold(m().adminPom.auth, { applicationId: app.id, release: "true" })).state).toBe("UNDER_REVIEW");
  });

  it("returns it to the table for edits: its stages open again without their signatures, and the table can write", async () => {
    const app = await inState("AREA_RECOMMENDED", "Edits");
    expectError(await decide.allowEdit(m().npc.auth, { applicationId: app.id }), 400, "remark");
    const returned = appOf(await decide.allowEdit(m().npc.auth, { applicationId: app.id, remark: "Add a second quotation." }));
    expect(returned.state).toBe("EDIT_ALLOWED");
    expect(returned.stages.map((stage) => `${stage.filledBy}:${stage.state}`)).toEqual([
      "TABLE:OPEN",
      "AREA_CHAIRMAN:OPEN",
      "NATIONAL:OPEN",
    ]);
    expect(await db().prisma.stageSignature.count({ where: { applicationStage: { applicationId: app.id } } })).toBe(0);
    const stage = await api.stage(m().texc.auth, returned.stages[0]!.id);
    expect((stage.body as { stage: { canEdit: boolean } }).stage.canEdit).toBe(true);
  });

  it("a return for edits withdraws the national team's confirmations: what the table rewrites is confirmed again before the trust", async () => {
    const app = await inState("UNDER_REVIEW", "Confirmed, then returned");
    const prisma = db().prisma;
    const need = await elementOf("Need");
    const grant = await elementOf("Grant recommended");
    await mapToNpc(need.id);
    expect((await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id] })).status).toBe(200);
    const nationalStage = app.stages.find((stage) => stage.filledBy === "NATIONAL")!.id;
    await api.save(m().npc.auth, {
      applicationStageId: nationalStage,
      answers: [{ elementId: grant.id, value: "Rs 5 lakh", revision: 1 }],
    });

    await decide.allowEdit(m().npc.auth, { applicationId: app.id, remark: "Say which school." });
    expect(await prisma.elementApproval.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await prisma.auditEntry.findFirstOrThrow({ where: { applicationId: app.id }, orderBy: { id: "desc" } })).toMatchObject(
      {
        action: "approval.withdraw",
        remark: "1 confirmation withdrawn: returned for edits",
      },
    );
    expect(((await decide.approvals(m().npc.auth, app.id)).body as { approvals: { confirmed: boolean }[] }).approvals).toEqual([
      expect.objectContaining({ elementId: need.id, confirmed: false }),
    ]);

    // The table rewrites its answer and signs it, the area recommends it again, the review resumes:
    // the rewritten element is not recommended to the trust unconfirmed.
    const tableStage = app.stages[0]!.id;
    await api.save(m().texc.auth, {
      applicationStageId: tableStage,
      answers: [{ elementId: need.id, value: "Benches", revision: 2 }],
    });
    for (const stage of app.stages.filter((row) => row.filledBy !== "NATIONAL"))
      await prisma.applicationStage.update({ where: { id: stage.id }, data: { state: "SUBMITTED", submittedAt: new Date() } });
    await prisma.projectApplication.update({ where: { id: app.id }, data: { state: "UNDER_REVIEW" } });
    const refused = expectError(await decide.approveTable(m().npc.auth, { applicationId: app.id }), 400);
    expect((refused as unknown as { fields: { message: string }[] }).fields.map((field) => field.message)).toEqual([
      "Need: not confirmed by NPC",
    ]);
    await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id] });
    expect(appOf(await decide.approveTable(m().npc.auth, { applicationId: app.id })).state).toBe("NATIONAL_RECOMMENDED");
  });

  it("closes and withdraws: the national team any, a table its own before the review, nobody else", async () => {
    const review = await inState("UNDER_REVIEW", "To close");
    expectError(await decide.close(m().npc.auth, { applicationId: review.id, state: "OPEN", remark: "x" }), 400, "state");
    expectError(await decide.close(m().npc.auth, { applicationId: review.id, state: "CLOSED" }), 400, "remark");
    expectError(await decide.close(m().admin.auth, { applicationId: review.id, state: "CLOSED", remark: "Done" }), 403);
    expectError(await decide.close(m().texc.auth, { applicationId: review.id, state: "WITHDRAWN", remark: "We give up" }), 409);
    expect(appOf(await decide.close(m().npc.auth, { applicationId: review.id, state: "CLOSED", remark: "Merged" })).state).toBe(
      "CLOSED",
    );

    const draft = await inState("DRAFT", "To withdraw");
    expectError(await decide.close(m().tex.auth, { applicationId: draft.id, state: "WITHDRAWN", remark: "Not ours" }), 404);
    expectError(await decide.close(m().texc.auth, { applicationId: draft.id, state: "CLOSED", remark: "x" }), 403);
    const withdrawn = await decide.close(m().texc.auth, {
      applicationId: draft.id,
      state: "WITHDRAWN",
      remark: "Another donor pays",
    });
    expect(appOf(withdrawn).state).toBe("WITHDRAWN");
    const event = await db().prisma.applicationEvent.findFirstOrThrow({
      where: { applicationId: draft.id },
      orderBy: { id: "desc" },
    });
    expect(event).toMatchObject({ action: "withdraw", actorId: m().texc.id, remark: "Another donor pays" });
  });

  it("recommends to the trust only with no query open, the national stage complete and the approver's elements confirmed", async () => {
    const app = await inState("UNDER_REVIEW", "To approve");
    const prisma = db().prisma;
    const need = await elementOf("Need");
    const grant = await elementOf("Grant recommended");
    await mapToNpc(need.id);
    const events = await eventCount();

    // What is missing, element by element: the national stage's answer and the NPC's confirmation.
    const missing = expectError(await decide.approveTable(m().npc.auth, { applicationId: app.id }), 400);
    expect((missing as unknown as { fields: { message: string }[] }).fields.map((field) => field.message)).toEqual([
      "Grant recommended: is required",
      "Need: not confirmed by NPC",
    ]);
    expectError(await decide.approveCircle(m().npc.auth, { applicationId: app.id }), 400, "applicationId");
    expectError(await decide.approveTable(m().texc.auth, { applicationId: app.id }), 403);
    expect(await eventCount()).toBe(events);

    // Confirming: only the elements mapped to the caller's role, only under review.
    expectError(await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [grant.id] }), 400, "elementIds");
    expectError(await decide.confirm(m().texc.auth, { applicationId: app.id, elementIds: [need.id] }), 403);
    const confirmed = await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id, need.id] });
    const expected = [
      expect.objectContaining({ role: "NPC", elementId: need.id, label: "Need", confirmed: true, confirmedBy: "Projects npc" }),
    ];
    expect((confirmed.body as { approvals: unknown[] }).approvals).toEqual(expected);
    expect(((await decide.approvals(m().npc.auth, app.id)).body as { approvals: unknown[] }).approvals).toEqual(expected);
    expect(((await decide.approvals(m().adminPom.auth, app.id)).body as { approvals: unknown[] }).approvals).toEqual([]);

    // An open query holds the approval back.
    const query = (await api.raiseQuery(m().npc.auth, { applicationId: app.id, query: "Which school?" })).body as {
      projectQuery: { id: number };
    };
    expectError(await decide.approveTable(m().npc.auth, { applicationId: app.id }), 409);
    await api.closeQuery(m().npc.auth, { queryId: query.projectQuery.id, remark: "Answered on the phone" });

    // The national stage filled in by the reviewer, then the approval goes through and submits it.
    const nationalStage = (
      await prisma.applicationStage.findFirstOrThrow({ where: { applicationId: app.id, packStage: { filledBy: "NATIONAL" } } })
    ).id;
    const saved = await api.save(m().npc.auth, {
      applicationStageId: nationalStage,
      answers: [{ elementId: grant.id, value: "Rs 5 lakh", revision: 1 }],
    });
    expect(saved.status).toBe(200);
    const approved = appOf(await decide.approveTable(m().npc.auth, { applicationId: app.id, remark: "A clear need." }));
    expect(approved.state).toBe("NATIONAL_RECOMMENDED");
    expect(approved.stages.find((stage) => stage.filledBy === "NATIONAL")?.state).toBe("SUBMITTED");
    expectError(await decide.approveTable(m().npc.auth, { applicationId: app.id }), 409);
    expectError(await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id] }), 409);
  });
});

describe("a recommendation to the trust refused for the application's state or the caller's role", () => {
  it("answers the state (409) and the role (403) before what the national stage lacks, and writes nothing", async () => {
    // Both applications lack the national stage's required answer: the state decides, not that list.
    const draft = await inState("DRAFT", "Recommend a draft");
    const held = await inState("UNDER_REVIEW", "Recommend a held one");
    expect(appOf(await decide.hold(m().npc.auth, { applicationId: held.id, remark: "Budget check" })).state).toBe("ON_HOLD");
    const underReview = await inState("UNDER_REVIEW", "Recommend as the secretary");
    const events = await eventCount();
    for (const [app, label] of [
      [draft, "draft"],
      [held, "on hold for the admin"],
    ] as const) {
      const refused = expectError(await decide.approveTable(m().npc.auth, { applicationId: app.id }), 409);
      expect({ label, message: refused.message, fields: (refused as { fields?: unknown }).fields }).toEqual({
        label,
        message: expect.stringMatching(new RegExp(`^This cannot be done to an application while it is ${label}$`, "i")),
        fields: undefined,
      });
    }
    // The trust's secretary sees an application under review but may not recommend it: the role, not the list.
    const secretary = await sessionOf(m().secretary.auth);
    await expect(recommendToTrust(secretary, { applicationId: underReview.id, remark: null }, "table")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect([await stateOf(draft.id), await stateOf(held.id), await stateOf(underReview.id)]).toEqual([
      "DRAFT",
      "ON_HOLD",
      "UNDER_REVIEW",
    ]);
    expect(await eventCount()).toBe(events);
  });
});

describe("the national team's first step on an application the area recommended", () => {
  /** The application's steps, in order, as `action:from>to`. */
  const stepsOf = async (id: number) =>
    (await db().prisma.applicationEvent.findMany({ where: { applicationId: id }, orderBy: { id: "asc" } })).map(
      (event) => `${event.action}:${event.fromState}>${event.toState}`,
    );
  const auditOf = async (id: number) =>
    (await db().prisma.auditEntry.findMany({ where: { applicationId: id }, orderBy: { id: "asc" } })).map(
      (entry) => entry.action,
    );
  const TAKEN_UP = "startReview:AREA_RECOMMENDED>UNDER_REVIEW";
  const nationalStageOf = (app: TApp) => app.stages.find((stage) => stage.filledBy === "NATIONAL")!.id;

  it("recommending it to the trust takes it up first; a refusal leaves it recommended", async () => {
    const app = await inState("AREA_RECOMMENDED", "Recommended straight away");
    const prisma = db().prisma;
    // Admin-Pom confirms nothing in this pack: the national stage is all the recommendation needs.
    expect(await prisma.approvalElementMapping.count({ where: { packId, role: "Admin_Pom" } })).toBe(0);
    const before = await stepsOf(app.id);
    const missing = expectError(await decide.approveTable(m().adminPom.auth, { applicationId: app.id }), 400);
    expect((missing as unknown as { fields: { message: string }[] }).fields.map((field) => field.message)).toEqual([
      "Grant recommended: is required",
    ]);
    expect(await stateOf(app.id)).toBe("AREA_RECOMMENDED");
    expect(await stepsOf(app.id)).toEqual(before);

    // The national stage filled in by another way than a save (a save takes it up itself, below).
    const grant = await elementOf("Grant recommended");
    await prisma.elementValue.create({
      data: { applicationStageId: nationalStageOf(app), elementId: grant.id, value: "Rs 5 lakh", revision: 1 },
    });
    const approved = appOf(await decide.approveTable(m().adminPom.auth, { applicationId: app.id, remark: "Clear need." }));
    expect(approved.state).toBe("NATIONAL_RECOMMENDED");
    expect(approved.stages.find((stage) => stage.filledBy === "NATIONAL")?.state).toBe("SUBMITTED");
    expect(await stepsOf(app.id)).toEqual([...before, TAKEN_UP, "recommendToTrust:UNDER_REVIEW>NATIONAL_RECOMMENDED"]);
    expect((await auditOf(app.id)).slice(-2)).toEqual(["startReview", "recommendToTrust"]);
  });

  it("confirming an element takes it up first; a refused confirmation leaves it recommended", async () => {
    const app = await inState("AREA_RECOMMENDED", "Confirmed first");
    const need = await elementOf("Need");
    const grant = await elementOf("Grant recommended");
    await mapToNpc(need.id);
    const before = await stepsOf(app.id);
    expectError(await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [grant.id] }), 400, "elementIds");
    expect(await stateOf(app.id)).toBe("AREA_RECOMMENDED");
    expect(await stepsOf(app.id)).toEqual(before);

    const confirmed = await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id] });
    expect(confirmed.status).toBe(200);
    expect(await stateOf(app.id)).toBe("UNDER_REVIEW");
    expect(await stepsOf(app.id)).toEqual([...before, TAKEN_UP]);
    expect((await auditOf(app.id)).slice(-2)).toEqual(["startReview", "approval.confirm"]);
    // Taken up once: the next confirmation changes no state.
    expect((await decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id] })).status).toBe(200);
    expect(await stepsOf(app.id)).toEqual([...before, TAKEN_UP]);
  });

  itOnPostgres("a confirmation waits for a hold under way, and is refused once it is held", async () => {
    const app = await inState("UNDER_REVIEW", "Held while confirmed");
    const need = await elementOf("Need");
    await mapToNpc(need.id);
    let confirming: ReturnType<typeof decide.confirm> | undefined;
    // A hold of the application (its row locked and its state changed) still open when the
    // confirmation reads the application and starts.
    await db().prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "ProjectApplication" WHERE "id" = ${app.id} FOR UPDATE`;
        await tx.projectApplication.update({ where: { id: app.id }, data: { state: "ON_HOLD" } });
        confirming = decide.confirm(m().npc.auth, { applicationId: app.id, elementIds: [need.id] });
        await new Promise((resolve) => setTimeout(resolve, 400));
      },
      { timeout: 10_000 },
    );
    expectError(await confirming!, 409);
    expect(await db().prisma.elementApproval.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("holding it takes it up first, then holds; without a reason nothing changes", async () => {
    const app = await inState("AREA_RECOMMENDED", "Held first");
    const before = await stepsOf(app.id);
    expectError(await decide.hold(m().npc.auth, { applicationId: app.id }), 400, "remark");
    expect(await stateOf(app.id)).toBe("AREA_RECOMMENDED");
    expect(await stepsOf(app.id)).toEqual(before);

    expect(appOf(await decide.hold(m().npc.auth, { applicationId: app.id, remark: "Budget check" })).state).toBe("ON_HOLD");
    expect(await stepsOf(app.id)).toEqual([...before, TAKEN_UP, "hold:UNDER_REVIEW>ON_HOLD"]);
    expect((await auditOf(app.id)).slice(-2)).toEqual(["startReview", "hold"]);
  });

  it("the first save of the national stage takes it up; a refused save leaves it recommended", async () => {
    const app = await inState("AREA_RECOMMENDED", "National stage first");
    const stageId = nationalStageOf(app);
    const grant = await elementOf("Grant recommended");
    const stage = await api.stage(m().npc.auth, stageId);
    expect((stage.body as { stage: { canEdit: boolean } }).stage.canEdit).toBe(true);
    const before = await stepsOf(app.id);
    expectError(
      await api.save(m().npc.auth, { applicationStageId: stageId, answers: [{ elementId: 999999, value: "x", revision: 1 }] }),
      400,
    );
    expect(await stateOf(app.id)).toBe("AREA_RECOMMENDED");
    expect(await stepsOf(app.id)).toEqual(before);

    const save = (revision: number) =>
      api.save(m().npc.auth, { applicationStageId: stageId, answers: [{ elementId: grant.id, value: "Rs 5 lakh", revision }] });
    expect((await save(1)).status).toBe(200);
    expect(await stateOf(app.id)).toBe("UNDER_REVIEW");
    expect(await stepsOf(app.id)).toEqual([...before, TAKEN_UP]);
    expect((await save(2)).status).toBe(200);
    expect(await stepsOf(app.id)).toEqual([...before, TAKEN_UP]);
    const value = await db().prisma.elementValue.findFirstOrThrow({
      where: { applicationStageId: stageId, elementId: grant.id },
    });
    expect(value).toMatchObject({ value: "Rs 5 lakh", revision: 2 });
  });

  it("a save of the national stage and the recommendation at once: one after the other, never a half-checked stage", async () => {
    // Side by side on Postgres: the recommendation locks the national stage before it takes the
    // application up, as a save does, so neither waits on the other for ever; the save (which
    // clears a required answer) lands before the recommendation checks the stage, or is refused after.
    const grant = await elementOf("Grant recommended");
    for (let round = 0; round < 30; round++) {
      const app = await inState("AREA_RECOMMENDED", `Save and recommend ${round}`);
      const stageId = nationalStageOf(app);
      await db().prisma.elementValue.create({
        data: { applicationStageId: stageId, elementId: grant.id, value: "Rs 5 lakh", revision: 1 },
      });
      const [recommended, saved] = await Promise.all([
        decide.approveTable(m().adminPom.auth, { applicationId: app.id }),
        new Promise((resolve) => setTimeout(resolve, (round % 15) * 5)).then(() =>
          api.save(m().npc.auth, { applicationStageId: stageId, answers: [{ elementId: grant.id, value: "", revision: 2 }] }),
        ),
      ]);
      const state = await stateOf(app.id);
      const outcome = { round, state, recommended: recommended.status, saved: saved.status };
      if (state === "NATIONAL_RECOMMENDED") {
        expect({ ...outcome, saveRefused: [403, 409].includes(saved.status) }).toMatchObject({
          recommended: 200,
          saveRefused: true,
        });
        const value = await db().prisma.elementValue.findFirstOrThrow({
          where: { applicationStageId: stageId, elementId: grant.id },
        });
        expect({ round, value: value.value }).toEqual({ round, value: "Rs 5 lakh" });
        expect((await stepsOf(app.id)).slice(-2)).toEqual([TAKEN_UP, "recommendToTrust:UNDER_REVIEW>NATIONAL_RECOMMENDED"]);
      } else {
        // The save took it up first: the recommendation finds a cleared answer (400) or the state it read changed (409).
        expect({ ...outcome, recommendRefused: [400, 409].includes(recommended.status) }).toMatchObject({
          state: "UNDER_REVIEW",
          saved: 200,
          recommendRefused: true,
        });
        expect((await stepsOf(app.id)).slice(-1)).toEqual([TAKEN_UP]);
      }
    }
  });

  it("others than the national team are refused as before, and take nothing up", async () => {
    const app = await inState("AREA_RECOMMENDED", "Not theirs");
    const stageId = nationalStageOf(app);
    const need = await elementOf("Need");
    const grant = await elementOf("Grant recommended");
    const before = await stepsOf(app.id);
    expectError(await decide.approveTable(m().texc.auth, { applicationId: app.id }), 403);
    expectError(await decide.confirm(m().texc.auth, { applicationId: app.id, elementIds: [need.id] }), 403);
    expectError(await decide.hold(m().texc.auth, { applicationId: app.id, remark: "x" }), 403);
    const answers = [{ elementId: grant.id, value: "Rs 5 lakh", revision: 1 }];
    for (const who of ["texc", "ac", "secretary"] as const)
      expect({ who, status: (await api.save(m()[who].auth, { applicationStageId: stageId, answers })).status }).toEqual({
        who,
        status: 403,
      });
    // The domain functions themselves, past the route table: the trust's secretary sees the application.
    const secretary = await sessionOf(m().secretary.auth);
    await expect(confirmElements(secretary, { applicationId: app.id, elementIds: [need.id] })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(recommendToTrust(secretary, { applicationId: app.id, remark: null }, "table")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await stateOf(app.id)).toBe("AREA_RECOMMENDED");
    expect(await stepsOf(app.id)).toEqual(before);
  });
});
