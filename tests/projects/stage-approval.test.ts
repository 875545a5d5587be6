// Stage approvals (issue 12, sections 1 and 3): the national team approves the stages a table
// submits after the sanction (approvestage, approveinaugurationstage) or returns them with the
// reason (updatetableprojectapplicationstageforapproval), and returning the completion is the
// transition returnCompletion; by role, by stage, by state, at once from two reviewers, with audit
// entries and mails, and nothing written on a refusal.
import { jsonRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { grantApplicationIn, seedGrantPack, type TFixtureApplication } from "./grant-fixture";
import { createProjectsWorld, expectError, removeProjectsWorld, type TProjectsWorld } from "./helpers";
import { POST as approveStagePost } from "@/app/api/projects/approvestage/route";
import { POST as approveInaugurationPost } from "@/app/api/projects/approveinaugurationstage/route";
import { POST as decidePost } from "@/app/api/projects/updatetableprojectapplicationstageforapproval/route";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedGrantPack(db().prisma);
});
afterAll(async () => removeProjectsWorld(world));

const m = () => world.members;
const P = "/api/projects";
const api = {
  approve: (auth: TAuth | undefined, body: unknown) => send(approveStagePost, jsonRequest(`${P}/approvestage`, body, auth)),
  inauguration: (auth: TAuth | undefined, body: unknown) =>
    send(approveInaugurationPost, jsonRequest(`${P}/approveinaugurationstage`, body, auth)),
  decide: (auth: TAuth | undefined, body: unknown) =>
    send(decidePost, jsonRequest(`${P}/updatetableprojectapplicationstageforapproval`, body, auth)),
};

type TReply = {
  stat: number;
  stage: { id: number; name: string; state: string };
  tableProjectApplication: { id: number; state: string; stages: { id: number; state: string }[] };
};
const replyOf = (reply: { body: unknown }) => reply.body as TReply;

/** The fixture's inauguration (index 4) and completion (index 5) stages. */
const INAUGURATION = 4;
const COMPLETION = 5;

/** A sanctioned application of table 2 whose inauguration the table has submitted (with a signature and a live code). */
const withSubmittedInauguration = async (title: string, state: "SANCTIONED" | "IN_PROGRESS" = "SANCTIONED") => {
  const prisma = db().prisma;
  const app = await grantApplicationIn(prisma, world, packId, state, title);
  const stageId = app.stageIds[INAUGURATION]!;
  const stage = await prisma.applicationStage.update({
    where: { id: stageId },
    data: { state: "SUBMITTED", submittedAt: new Date(), submittedById: m().texc.id },
    select: { packStageId: true },
  });
  const element = await prisma.stageElement.findFirstOrThrow({ where: { stageId: stage.packStageId } });
  await prisma.stageSignature.create({
    data: { applicationStageId: stageId, elementId: element.id, signerId: m().texc.id, enteredById: m().texc.id },
  });
  await prisma.signatureOtp.create({
    data: {
      applicationStageId: stageId,
      elementId: element.id,
      signerId: m().texc.id,
      codeHash: "x",
      expiresAt: new Date(Date.now() + 600_000),
    },
  });
  return app;
};

/** Everything a stage step writes; compared before and after a refusal. */
const footprint = async (app: TFixtureApplication) => {
  const prisma = db().prisma;
  const [stages, audits, events, mails, signatures, application] = await Promise.all([
    prisma.applicationStage.findMany({
      where: { applicationId: app.id },
      select: { id: true, state: true },
      orderBy: { id: "asc" },
    }),
    prisma.auditEntry.count(),
    prisma.applicationEvent.count(),
    prisma.mailOutbox.count(),
    prisma.stageSignature.count({ where: { applicationStage: { applicationId: app.id } } }),
    prisma.projectApplication.findUniqueOrThrow({ where: { id: app.id }, select: { state: true } }),
  ]);
  return { stages, audits, events, mails, signatures, state: application.state };
};

const lastAudit = () => db().prisma.auditEntry.findFirstOrThrow({ orderBy: { id: "desc" } });
const lastMailTo = (to: string) => db().prisma.mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
const stageState = async (id: number) => (await db().prisma.applicationStage.findUniqueOrThrow({ where: { id } })).state;

describe("approvestage", () => {
  it("approves a submitted inauguration once, only by the national team; the table hears of it", async () => {
    const app = await withSubmittedInauguration("Approve once");
    const stageId = app.stageIds[INAUGURATION]!;
    const before = await footprint(app);
    expectError(await api.approve(undefined, { applicationStageId: stageId }), 401);
    for (const who of ["texc", "secretary", "ac", "trustee", "nex", "member"] as const)
      expectError(await api.approve(m()[who].auth, { applicationStageId: stageId }), 403);
    expectError(await api.approve(m().npc.auth, {}), 400, "applicationStageId");
    expectError(await api.approve(m().npc.auth, { applicationStageId: 99_999_999 }), 404);
    expect(await footprint(app)).toEqual(before);

    const reply = await api.approve(m().npc.auth, { applicationStageId: stageId, remark: "Well done." });
    expect(reply.status).toBe(200);
    expect(replyOf(reply)).toMatchObject({ stat: 1, stage: { id: stageId, name: "Inauguration", state: "APPROVED" } });
    expect(replyOf(reply).tableProjectApplication).toMatchObject({ id: app.id, state: "SANCTIONED" });
    expect(await stageState(stageId)).toBe("APPROVED");
    expect(await lastAudit()).toMatchObject({
      applicationId: app.id,
      action: "stage.approve",
      actorId: m().npc.id,
      fromState: "SUBMITTED",
      toState: "APPROVED",
      remark: "Inauguration: Well done.",
    });
    const after = await footprint(app);
    expect(after.audits).toBe(before.audits + 1);
    expect(after.events).toBe(before.events);
    expect(after.state).toBe("SANCTIONED");
    const mail = await lastMailTo("pj-texc@example.org");
    expect(mail.subject).toBe(`Application ${app.applicationNo}: the Inauguration stage is approved`);
    expect(mail.text).toContain("Remark: Well done.");

    const twice = await api.approve(m().adminPom.auth, { applicationStageId: stageId });
    expect(expectError(twice, 409).message).toMatch(/already approved/);
    expect(await footprint(app)).toEqual(after);
  });

  it("refuses an open stage, the stages completed by their own step, the completion, and before the sanction", async () => {
    const app = await grantApplicationIn(db().prisma, world, packId, "IN_PROGRESS", "Refusals");
    const before = await footprint(app);
    const open = await api.approve(m().npc.auth, { applicationStageId: app.stageIds[INAUGURATION] });
    expect(expectError(open, 409).message).toMatch(/not submitted/);
    for (const index of [0, 1, 2, 3])
      expect(expectError(await api.approve(m().npc.auth, { applicationStageId: app.stageIds[index] }), 409).message).toMatch(
        /its own step/,
      );
    expect(expectError(await api.approve(m().npc.auth, { applicationStageId: app.stageIds[COMPLETION] }), 409).message).toMatch(
      /completion/,
    );
    expect(await footprint(app)).toEqual(before);

    const early = await grantApplicationIn(db().prisma, world, packId, "TRUST_APPROVED", "Too early");
    await db().prisma.applicationStage.update({ where: { id: early.stageIds[INAUGURATION] }, data: { state: "SUBMITTED" } });
    const earlyBefore = await footprint(early);
    expectError(await api.approve(m().npc.auth, { applicationStageId: early.stageIds[INAUGURATION] }), 409);
    expect(await footprint(early)).toEqual(earlyBefore);
  });

  it("of two reviewers at once (approve and return), one wins and the other is told it changed", async () => {
    const app = await withSubmittedInauguration("Race", "IN_PROGRESS");
    const stageId = app.stageIds[INAUGURATION]!;
    const audits = await db().prisma.auditEntry.count();
    const replies = await Promise.all([
      api.approve(m().npc.auth, { applicationStageId: stageId }),
      api.decide(m().adminPom.auth, { applicationStageId: stageId, approve: false, remark: "Photos missing" }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await db().prisma.auditEntry.count()).toBe(audits + 1);
    const won = replies.find((reply) => reply.status === 200)!;
    expect(await stageState(stageId)).toBe(replyOf(won).stage.state);
  });
});

describe("approveinaugurationstage", () => {
  it("finds the inauguration from the application, or takes the stage; nothing else", async () => {
    const app = await withSubmittedInauguration("Inauguration by application");
    expectError(await api.inauguration(m().texc.auth, { applicationId: app.id }), 403);
    expectError(await api.inauguration(m().npc.auth, {}), 400, "applicationStageId");
    expectError(await api.inauguration(m().npc.auth, { applicationId: 99_999_999 }), 404);
    const before = await footprint(app);
    expectError(await api.inauguration(m().npc.auth, { applicationStageId: app.stageIds[0] }), 409);
    expectError(await api.inauguration(m().npc.auth, { applicationStageId: app.stageIds[COMPLETION] }), 409);
    expect(await footprint(app)).toEqual(before);

    const reply = await api.inauguration(m().admin.auth, { applicationId: app.id });
    expect(reply.status).toBe(200);
    expect(replyOf(reply).stage).toMatchObject({ id: app.stageIds[INAUGURATION], state: "APPROVED" });
    expect(await lastAudit()).toMatchObject({ action: "stage.approve", actorId: m().admin.id, remark: "Inauguration" });
    expectError(await api.inauguration(m().admin.auth, { applicationId: app.id }), 409);

    const other = await withSubmittedInauguration("Inauguration by stage");
    const byStage = await api.inauguration(m().npc.auth, { applicationStageId: other.stageIds[INAUGURATION] });
    expect(replyOf(byStage).stage.state).toBe("APPROVED");
  });

  it("says so when the inauguration is not submitted yet", async () => {
    const app = await grantApplicationIn(db().prisma, world, packId, "SANCTIONED", "Not yet");
    const before = await footprint(app);
    expect(expectError(await api.inauguration(m().npc.auth, { applicationId: app.id }), 409).message).toMatch(/not submitted/);
    expect(await footprint(app)).toEqual(before);
  });
});

describe("updatetableprojectapplicationstageforapproval", () => {
  it("returns a submitted stage to the table only with a reason: open again, signatures gone, codes spent, the table told why", async () => {
    const app = await withSubmittedInauguration("Return");
    const stageId = app.stageIds[INAUGURATION]!;
    const before = await footprint(app);
    expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: false }), 400, "remark");
    expectError(
      await api.decide(m().npc.auth, { applicationStageId: stageId, approve: false, remark: " \u200b " }),
      400,
      "remark",
    );
    expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: "maybe", remark: "x" }), 400, "approve");
    expectError(await api.decide(m().texc.auth, { applicationStageId: stageId, approve: false, remark: "x" }), 403);
    expectError(await api.decide(m().npc.auth, { applicationStageId: 99_999_999, approve: false, remark: "x" }), 404);
    expectError(await api.decide(m().npc.auth, { applicationStageId: app.stageIds[0], approve: false, remark: "x" }), 409);
    expect(await footprint(app)).toEqual(before);

    const reply = await api.decide(m().npc.auth, {
      applicationStageId: stageId,
      approve: false,
      remark: "Add the photos of the event.",
    });
    expect(reply.status).toBe(200);
    expect(replyOf(reply).stage).toMatchObject({ id: stageId, state: "OPEN", submittedAt: null });
    expect(replyOf(reply).tableProjectApplication.state).toBe("SANCTIONED");
    const prisma = db().prisma;
    expect(await prisma.stageSignature.count({ where: { applicationStageId: stageId } })).toBe(0);
    expect(await prisma.signatureOtp.count({ where: { applicationStageId: stageId, usedAt: null } })).toBe(0);
    expect(await lastAudit()).toMatchObject({
      applicationId: app.id,
      action: "stage.return",
      actorId: m().npc.id,
      remark: "Inauguration: Add the photos of the event.",
    });
    const after = await footprint(app);
    expect(after.audits).toBe(before.audits + 1);
    expect(after.events).toBe(before.events);
    const mail = await lastMailTo("pj-texc@example.org");
    expect(mail.subject).toBe(`Application ${app.applicationNo}: the Inauguration stage is returned to you`);
    expect(mail.text).toContain("Reason: Add the photos of the event.");

    expect(
      expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: false, remark: "Again" }), 409).message,
    ).toMatch(/not submitted/);
    expect(expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: true }), 409).message).toMatch(
      /not submitted/,
    );
    expect(await footprint(app)).toEqual(after);
  });

  it("approves as approvestage does (a legacy form sends approve as text)", async () => {
    const app = await withSubmittedInauguration("Approve by decision", "IN_PROGRESS");
    const reply = await api.decide(m().adminPom.auth, { applicationStageId: app.stageIds[INAUGURATION], approve: "true" });
    expect(replyOf(reply).stage.state).toBe("APPROVED");
    expect(await lastAudit()).toMatchObject({ action: "stage.approve", actorId: m().adminPom.id });
    expectError(
      await api.decide(m().adminPom.auth, { applicationStageId: app.stageIds[INAUGURATION], approve: false, remark: "Late" }),
      409,
    );
  });

  it("returning the submitted completion is returnCompletion: in progress again, the completion stage open, its approvals withdrawn", async () => {
    const prisma = db().prisma;
    const app = await grantApplicationIn(prisma, world, packId, "COMPLETION_SUBMITTED", "Return completion");
    const stageId = app.stageIds[COMPLETION]!;
    await prisma.completion.create({
      data: { applicationId: app.id, nationalApprovedById: m().npc.id, nationalApprovedAt: new Date() },
    });
    const before = await footprint(app);
    expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: false }), 400, "remark");
    expectError(await api.decide(m().secretary.auth, { applicationStageId: stageId, approve: false, remark: "x" }), 403);
    expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: true }), 409);
    expectError(
      await api.decide(m().npc.auth, { applicationStageId: app.stageIds[INAUGURATION], approve: false, remark: "x" }),
      409,
    );
    expect(await footprint(app)).toEqual(before);
    expect(await prisma.completion.count({ where: { applicationId: app.id } })).toBe(1);

    const reply = await api.decide(m().npc.auth, {
      applicationStageId: stageId,
      approve: false,
      remark: "The invoices do not add up.",
    });
    expect(reply.status).toBe(200);
    expect(replyOf(reply).tableProjectApplication.state).toBe("IN_PROGRESS");
    expect(replyOf(reply).stage.state).toBe("OPEN");
    expect(await prisma.stageSignature.count({ where: { applicationStageId: stageId } })).toBe(0);
    expect(await prisma.completion.count({ where: { applicationId: app.id } })).toBe(0);
    const event = await prisma.applicationEvent.findFirstOrThrow({ where: { applicationId: app.id }, orderBy: { id: "desc" } });
    expect(event).toMatchObject({
      action: "returnCompletion",
      stageId,
      fromState: "COMPLETION_SUBMITTED",
      toState: "IN_PROGRESS",
      actorId: m().npc.id,
      remark: "The invoices do not add up.",
    });
    expect(await lastAudit()).toMatchObject({
      action: "returnCompletion",
      fromState: "COMPLETION_SUBMITTED",
      toState: "IN_PROGRESS",
    });
    const after = await footprint(app);
    expect(after.audits).toBe(before.audits + 1);
    expect(after.events).toBe(before.events + 1);
    const mail = await lastMailTo("pj-texc@example.org");
    expect(mail.subject).toBe(`Application ${app.applicationNo}: the Completion stage is returned to you`);
    expect(mail.text).toContain("Reason: The invoices do not add up.");

    expectError(await api.decide(m().npc.auth, { applicationStageId: stageId, approve: false, remark: "Again" }), 409);
    expect(await footprint(app)).toEqual(after);
  });
});
