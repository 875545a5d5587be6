// Returning a stage (issue 12, sections 1 and 3): the national team returns a stage the table
// submitted after the sanction with the reason (updatetableprojectapplicationstageforapproval),
// which also approves as approvestage does, and returning the completion is the transition
// returnCompletion; by role, by stage, by state, with audit entries and mails, and nothing written
// on a refusal. Approving a stage is in stage-approval.test.ts.
import { setupTestDb } from "../helpers/test-db";
import { stageReviewApi as api } from "./app-api";
import { COMPLETION, INAUGURATION, setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { replyOf, stageApprovalFixture } from "./stage-approval-fixture";

const db = setupTestDb();
const fixture = setupGrantWorld(db);
const { withSubmittedInauguration, footprint, lastAudit, lastMailTo } = stageApprovalFixture(db, fixture);

const m = () => fixture().world.members;

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
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Return completion");
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
