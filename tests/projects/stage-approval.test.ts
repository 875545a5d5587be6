// Stage approvals (issue 12, sections 1 and 3): the national team approves the stages a table
// submits after the sanction (approvestage, approveinaugurationstage); by role, by stage, by
// state, at once from two reviewers (one approving, one returning), with audit entries and mails,
// and nothing written on a refusal. Returning a stage is in stage-return.test.ts.
import { setupTestDb } from "../helpers/test-db";
import { stageReviewApi as api } from "./app-api";
import { COMPLETION, INAUGURATION, setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { replyOf, stageApprovalFixture } from "./stage-approval-fixture";

const db = setupTestDb();
const fixture = setupGrantWorld(db);
const { withSubmittedInauguration, footprint, lastAudit, lastMailTo, stageState } = stageApprovalFixture(db, fixture);

const m = () => fixture().world.members;

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
    const app = await fixture().applicationIn("IN_PROGRESS", "Refusals");
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

    const early = await fixture().applicationIn("TRUST_APPROVED", "Too early");
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
    const app = await fixture().applicationIn("SANCTIONED", "Not yet");
    const before = await footprint(app);
    expect(expectError(await api.inauguration(m().npc.auth, { applicationId: app.id }), 409).message).toMatch(/not submitted/);
    expect(await footprint(app)).toEqual(before);
  });
});
