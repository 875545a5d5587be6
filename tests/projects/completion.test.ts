// Completion of a sanctioned project (issue 12, section 3): the table's stages after the sanction
// (the inauguration submitted without a transition, the completion only once the inauguration is
// approved), the evaluation and secretary reports and their approvals, the Admin's override of the
// completion checks, and what getcompletion shows; by role, by table and by state, with audit
// entries and mails, and nothing written on a refusal.
import { readdir } from "node:fs/promises";
import { getRequest, jsonPoster, send, type TAuth } from "../auth/helpers";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { filePart, png, withParams } from "../service-requests/helpers";
import { appApi } from "./app-api";
import { completionElements, fillCompletion } from "./completion-fixture";
import { setupGrantWorld } from "./grant-fixture";
import { expectError, projectsApi } from "./helpers";
import { uploadRequest } from "../service-requests/helpers";
import { POST as submitPost } from "@/app/api/projects/submitcompletionreport/route";
import { GET as completionGet } from "@/app/api/projects/getcompletion/[id]/route";
import { POST as evaluationPost } from "@/app/api/projects/createnewprojectevaluationreport/route";
import { POST as approveEvaluationPost } from "@/app/api/projects/approveevaluationreport/route";
import { POST as secretaryReportPost } from "@/app/api/projects/createnewprojectsecretaryreport/route";
import { POST as approveNationalPost } from "@/app/api/projects/approvecompletionreport/route";
import { POST as approveSecretaryPost } from "@/app/api/projects/approvecompletionreportsecretary/route";
import { POST as overridePost } from "@/app/api/projects/overridecompletionchecks/route";
import { reopenCompletionStage } from "@/lib/projects/completion-submission";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

const m = () => fixture().world.members;
const P = "/api/projects";
const api = {
  submit: jsonPoster(submitPost, `${P}/submitcompletionreport`),
  completion: (auth: TAuth | undefined, id: number) =>
    send(withParams(completionGet, { id: String(id) }), getRequest(`${P}/getcompletion/${id}`, auth)),
  evaluation: (auth: TAuth | undefined, json: unknown, files = [filePart("tps", pdf(), "evaluation.pdf", "application/pdf")]) =>
    send(evaluationPost, uploadRequest(`${P}/createnewprojectevaluationreport`, json, files, auth)),
  approveEvaluation: jsonPoster(approveEvaluationPost, `${P}/approveevaluationreport`),
  secretaryReport: jsonPoster(secretaryReportPost, `${P}/createnewprojectsecretaryreport`),
  approveNational: jsonPoster(approveNationalPost, `${P}/approvecompletionreport`),
  approveSecretary: jsonPoster(approveSecretaryPost, `${P}/approvecompletionreportsecretary`),
  override: jsonPoster(overridePost, `${P}/overridecompletionchecks`),
};

const gif = () => Buffer.concat([Buffer.from("GIF89a"), png(200)]);
const pdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), png(200)]);

type TCompletionReply = {
  checks: { key: string; passed: boolean; reason: string }[];
  allChecksPassed: boolean;
  evaluationReport: { text: string; files: { name: string; url: string }[]; author: string; approvedBy: string | null } | null;
  secretaryReport: { text: string; author: string } | null;
  nationalApproval: { by: string; at: string } | null;
  secretaryApproval: { by: string; at: string } | null;
  override: { by: string; reason: string; checks: string[] } | null;
  finalPayment: { unlocked: boolean; blockers: { field: string; message: string }[] };
};
const completionOf = (reply: { body: unknown }) => reply.body as TCompletionReply;

const footprint = async () => {
  const prisma = db().prisma;
  const [reports, completions, audits, events, mails, applications] = await Promise.all([
    prisma.completionReport.findMany({ orderBy: { id: "asc" } }),
    prisma.completion.findMany({ orderBy: { id: "asc" } }),
    prisma.auditEntry.count(),
    prisma.applicationEvent.count(),
    prisma.mailOutbox.count(),
    prisma.projectApplication.findMany({ select: { id: true, state: true }, orderBy: { id: "asc" } }),
  ]);
  const stored = (await readdir(`${fixture().world.uploadDir}/pomdocuments`).catch(() => [] as string[])).sort();
  return { reports, completions, audits, events, mails, applications, stored };
};

const lastAudit = (applicationId: number) =>
  db().prisma.auditEntry.findFirstOrThrow({ where: { applicationId }, orderBy: { id: "desc" } });

const codeIn = async (to: string) => {
  const mail = await db().prisma.mailOutbox.findFirst({ where: { to }, orderBy: { id: "desc" } });
  return /is (\d{6})\./.exec(mail?.text ?? "")?.[1] ?? null;
};

describe("the table's stages after the sanction", () => {
  it("the inauguration is submitted without a transition; the completion waits for its approval, then submits the completion", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("SANCTIONED", "Completion through the stages");
    const [inaugurationId, completionId] = [app.stageIds[4]!, app.stageIds[5]!];
    const inauguration = (await appApi.stage(m().texc.auth, inaugurationId)).body as {
      stage: { canEdit: boolean };
      stageElements: { id: number; kind: string }[];
    };
    expect(inauguration.stage.canEdit).toBe(true);
    const date = inauguration.stageElements.find((element) => element.kind === "DATE")!.id;
    expect(
      (
        await appApi.save(m().texc.auth, {
          applicationStageId: inaugurationId,
          answers: [{ elementId: date, value: "2026-01-10", revision: 1 }],
        })
      ).status,
    ).toBe(200);
    // Only the completion stage is submitted through submitcompletionreport.
    expectError(await api.submit(m().texc.auth, { applicationStageId: inaugurationId }), 400, "applicationStageId");
    const events = await prisma.applicationEvent.count({ where: { applicationId: app.id } });
    const submitted = await appApi.submit(m().texc.auth, inaugurationId);
    expect(submitted.body).toMatchObject({ stat: 1, submitted: true, tableProjectApplication: { state: "SANCTIONED" } });
    expect((await prisma.applicationStage.findUniqueOrThrow({ where: { id: inaugurationId } })).state).toBe("SUBMITTED");
    expect(await prisma.applicationEvent.count({ where: { applicationId: app.id } })).toBe(events);
    expect(await lastAudit(app.id)).toMatchObject({
      action: "stage.submit",
      remark: "Inauguration",
      actorId: m().texc.id,
      toState: null,
    });

    // The completion stage is next; refused until the national team approves the inauguration.
    await fillCompletion(prisma, fixture().world, app);
    expectError(await api.submit(undefined, { applicationStageId: completionId }), 401);
    expectError(await api.submit(m().npc.auth, { applicationStageId: completionId }), 403);
    expectError(await api.submit(m().tex.auth, { applicationStageId: completionId }), 404);
    const early = expectError(await api.submit(m().texc.auth, { applicationStageId: completionId }), 409);
    expect(early.message).toBe("The inauguration stage must be approved first");
    // Signing anyway is refused too, and the signature is not kept.
    const { stageId } = await completionElements(prisma, app);
    const signature = (await prisma.stageElement.findFirstOrThrow({
      where: { stage: { applicationStages: { some: { id: stageId } } }, kind: "OTP_SIGNATURE" },
    }))!.id;
    const ref = { applicationStageId: completionId, stageElementId: signature };
    expect((await appApi.mailChairman(m().texc.auth, ref)).status).toBe(200);
    const code = await codeIn("pj-texc@example.org");
    const refused = expectError(await appApi.verifyChairman(m().texc.auth, { ...ref, otp: code }), 409);
    expect(refused.message).toBe("The inauguration stage must be approved first");
    expect(await prisma.stageSignature.count({ where: { applicationStageId: completionId } })).toBe(0);
    expect((await prisma.projectApplication.findUniqueOrThrow({ where: { id: app.id } })).state).toBe("SANCTIONED");

    // approveinaugurationstage (another call) approves it; then the same code signs and submits the completion.
    await prisma.applicationStage.update({ where: { id: inaugurationId }, data: { state: "APPROVED" } });
    expect((await api.submit(m().texc.auth, { applicationStageId: completionId })).body).toMatchObject({
      ready: true,
      submitted: false,
      signatureElements: [{ id: signature, signer: "TABLE_CHAIRMAN" }],
    });
    const signed = await appApi.verifyChairman(m().texc.auth, { ...ref, otp: code });
    expect(signed.body).toMatchObject({ stat: 1, tableProjectApplication: { state: "COMPLETION_SUBMITTED" } });
    expect(await lastAudit(app.id)).toMatchObject({
      action: "submitCompletion",
      fromState: "SANCTIONED",
      toState: "COMPLETION_SUBMITTED",
    });
    for (const to of ["pj-npc@example.org", "pj-adminpom@example.org"]) {
      const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
      expect(mail.subject).toBe(`Completion of application ${app.applicationNo} awaits your evaluation`);
    }
  });

  it("the completion stage returned to the table opens again without its signature, approvals or override", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Returned completion");
    await prisma.completion.create({
      data: {
        applicationId: app.id,
        nationalApprovedAt: new Date(),
        nationalApprovedById: m().npc.id,
        overrideChecks: ["INVOICES"],
      },
    });
    await prisma.completionReport.create({
      data: {
        applicationId: app.id,
        kind: "EVALUATION",
        text: "Fine",
        authorId: m().npc.id,
        approvedAt: new Date(),
        approvedById: m().adminPom.id,
      },
    });
    await prisma.$transaction((tx) => reopenCompletionStage(tx, app.id));
    const stage = await prisma.applicationStage.findUniqueOrThrow({ where: { id: app.stageIds[5]! } });
    expect(stage).toMatchObject({ state: "OPEN", submittedAt: null });
    expect(await prisma.stageSignature.count({ where: { applicationStageId: stage.id } })).toBe(0);
    expect(await prisma.completion.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await prisma.completionReport.findFirstOrThrow({ where: { applicationId: app.id } })).toMatchObject({
      text: "Fine",
      approvedAt: null,
    });
    // The inauguration stays approved.
    expect((await prisma.applicationStage.findUniqueOrThrow({ where: { id: app.stageIds[4]! } })).state).toBe("APPROVED");
  });
});

describe("completion reports and approvals", () => {
  it("are refused outside COMPLETION_SUBMITTED and to other roles; nothing is written", async () => {
    const app = await fixture().applicationIn("IN_PROGRESS", "Reports too early");
    const before = await footprint();
    expectError(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "Early" }), 409);
    expectError(await api.secretaryReport(m().secretary.auth, { applicationId: app.id, report: "Early" }), 409);
    expectError(await api.approveEvaluation(m().adminPom.auth, { applicationId: app.id }), 409);
    expectError(await api.approveNational(m().npc.auth, { applicationId: app.id }), 409);
    expectError(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }), 409);
    expectError(await api.override(m().admin.auth, { applicationId: app.id, reason: "Early" }), 409);
    for (const auth of [m().texc.auth, m().secretary.auth, m().trustee.auth])
      expectError(await api.evaluation(auth, { applicationId: app.id, report: "Not mine" }), 403);
    expectError(await api.evaluation(undefined, { applicationId: app.id, report: "Anonymous" }), 401);
    for (const auth of [m().npc.auth, m().texc.auth, m().secretary.auth])
      expectError(await api.approveEvaluation(auth, { applicationId: app.id }), 403);
    for (const auth of [m().npc.auth, m().admin.auth, m().texc.auth])
      expectError(await api.secretaryReport(auth, { applicationId: app.id, report: "Not mine" }), 403);
    expectError(await api.approveNational(m().secretary.auth, { applicationId: app.id }), 403);
    expectError(await api.approveSecretary(m().npc.auth, { applicationId: app.id }), 403);
    expectError(await api.evaluation(m().npc.auth, { applicationId: 999999, report: "None" }), 404);
    expectError(await api.completion(m().tex.auth, app.id), 404);
    expectError(await api.completion(m().member.auth, app.id), 403);
    expect(await footprint()).toEqual(before);
  });

  it("run in order: evaluation, its approval by a second person, national approval, secretary's report and approval; then the final payment is unlocked", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Reports in order");
    await fillCompletion(prisma, fixture().world, app);
    const before = await footprint();
    expectError(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "" }), 400, "json.report");
    expectError(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "x".repeat(10001) }), 400, "json.report");
    expectError(
      await api.evaluation(m().npc.auth, { applicationId: app.id, report: "Gif" }, [
        filePart("tps", gif(), "a.gif", "image/gif"),
      ]),
      400,
      "tps",
    );
    expectError(await api.approveEvaluation(m().adminPom.auth, { applicationId: app.id }), 409);
    expectError(await api.approveNational(m().npc.auth, { applicationId: app.id }), 409);
    expectError(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }), 409);
    expect(await footprint()).toEqual(before);

    const written = completionOf(
      await api.evaluation(m().npc.auth, { applicationId: app.id, report: "Visited; all as claimed." }),
    );
    expect(written.evaluationReport).toMatchObject({
      text: "Visited; all as claimed.",
      author: "Projects npc",
      approvedBy: null,
    });
    expect(written.evaluationReport!.files).toHaveLength(1);
    expect(await lastAudit(app.id)).toMatchObject({ action: "completion.evaluation", remark: "Visited; all as claimed." });
    // The report's file is read by whoever sees the application, and by no one else.
    const file = written.evaluationReport!.files[0]!.name;
    expect(await projectsApi.document(m().texc.auth, file)).toBe(200);
    expect(await projectsApi.document(m().ac.auth, file)).toBe(200);
    expect(await projectsApi.document(m().tex.auth, file)).toBe(403);
    expect(await projectsApi.document(m().cex.auth, file)).toBe(403);
    // Replaced before approval, without files: the text changes and the file stays.
    const replaced = completionOf(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "Visited twice." }, []));
    expect(replaced.evaluationReport).toMatchObject({ text: "Visited twice.", files: [{ name: file }] });

    const approved = completionOf(await api.approveEvaluation(m().adminPom.auth, { applicationId: app.id }));
    expect(approved.evaluationReport).toMatchObject({ approvedBy: "Projects adminPom" });
    expect(await lastAudit(app.id)).toMatchObject({ action: "completion.evaluation.approve", actorId: m().adminPom.id });
    expectError(await api.approveEvaluation(m().admin.auth, { applicationId: app.id }), 409);
    const beforeLate = await footprint();
    expectError(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "Too late" }), 409);
    expect(await footprint()).toEqual(beforeLate);
    expectError(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }), 409);

    const national = completionOf(await api.approveNational(m().npc.auth, { applicationId: app.id, remark: "Good work" }));
    expect(national.nationalApproval).toMatchObject({ by: "Projects npc" });
    expect(national.finalPayment).toEqual({
      unlocked: false,
      blockers: [{ field: "approval.secretary", message: "the trust secretary has not approved the completion" }],
    });
    expect(await lastAudit(app.id)).toMatchObject({ action: "completion.approve.national", remark: "Good work" });
    expectError(await api.approveNational(m().adminPom.auth, { applicationId: app.id }), 409);

    expectError(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }), 409);
    const report = completionOf(
      await api.secretaryReport(m().secretary.auth, { applicationId: app.id, report: "Funds used as sanctioned." }),
    );
    expect(report.secretaryReport).toMatchObject({ text: "Funds used as sanctioned.", author: "Projects secretary" });
    const mails = await prisma.mailOutbox.count();
    const done = completionOf(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }));
    expect(done.secretaryApproval).toMatchObject({ by: "Projects secretary" });
    expect(done.finalPayment).toEqual({ unlocked: true, blockers: [] });
    expect(done.allChecksPassed).toBe(true);
    expect(await lastAudit(app.id)).toMatchObject({ action: "completion.approve.secretary" });
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-secretary@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`Final payment of application ${app.applicationNo} can be made`);
    expect(await prisma.mailOutbox.count()).toBe(mails + 1);
    expectError(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }), 409);
    expectError(await api.secretaryReport(m().secretary.auth, { applicationId: app.id, report: "Changed" }), 409);
    // The table sees where it stands.
    expect(completionOf(await api.completion(m().texc.auth, app.id)).finalPayment.unlocked).toBe(true);
  });

  it("the evaluation is approved by a second person, never its author", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Second person");
    await api.evaluation(m().adminPom.auth, { applicationId: app.id, report: "Mine" });
    const before = await footprint();
    expect(expectError(await api.approveEvaluation(m().adminPom.auth, { applicationId: app.id }), 409).message).toMatch(
      /second person/i,
    );
    expect(await footprint()).toEqual(before);
    expect(completionOf(await api.approveEvaluation(m().admin.auth, { applicationId: app.id })).evaluationReport).toMatchObject({
      approvedBy: "Projects admin",
    });
  });

  it("is not approved by a writer of an earlier version, after a colleague saved it last", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Earlier writer");
    await api.evaluation(m().adminPom.auth, { applicationId: app.id, report: "First draft" });
    await api.evaluation(m().npc.auth, { applicationId: app.id, report: "First draft, touched up" });
    const before = await footprint();
    expect(expectError(await api.approveEvaluation(m().adminPom.auth, { applicationId: app.id }), 409).message).toMatch(
      /second person/i,
    );
    expect(await footprint()).toEqual(before);
    expect(completionOf(await api.approveEvaluation(m().admin.auth, { applicationId: app.id })).evaluationReport).toMatchObject({
      text: "First draft, touched up",
      approvedBy: "Projects admin",
    });
  });

  it("an approved evaluation report is never replaced, with files or without; nothing is written or stored", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Approved report kept");
    const written = completionOf(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "As approved." }));
    await api.approveEvaluation(m().adminPom.auth, { applicationId: app.id });
    const before = await footprint();
    for (const files of [[], undefined])
      expect(
        expectError(await api.evaluation(m().npc.auth, { applicationId: app.id, report: "Rewritten after approval" }, files), 409)
          .message,
      ).toBe("The evaluation report has been approved and can no longer be changed");
    expect(await footprint()).toEqual(before);
    expect(completionOf(await api.completion(m().npc.auth, app.id)).evaluationReport).toMatchObject({
      text: "As approved.",
      files: written.evaluationReport!.files,
      approvedBy: "Projects adminPom",
    });
  });
});

describeOnPostgres("completion steps while the completion is returned or the report approved", () => {
  /** An approved evaluation report, as the national approval needs it. */
  const approvedEvaluation = (applicationId: number) =>
    db().prisma.completionReport.create({
      data: {
        applicationId,
        kind: "EVALUATION",
        text: "Visited.",
        authorId: m().npc.id,
        approvedAt: new Date(),
        approvedById: m().adminPom.id,
      },
    });

  it("the national approval and the Admin's override wait for a return under way, then are refused: no approval re-created", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Approved while returned");
    await approvedEvaluation(app.id);
    let steps: Promise<Awaited<ReturnType<typeof api.approveNational>>[]> | undefined;
    // A return of the completion (returnCompletion: the application moved back in progress, its
    // row locked by that update, and the completion's approvals deleted) still open when the
    // national approval and the override start.
    await prisma.$transaction(
      async (tx) => {
        await tx.projectApplication.update({ where: { id: app.id }, data: { state: "IN_PROGRESS" } });
        await tx.completion.deleteMany({ where: { applicationId: app.id } });
        steps = Promise.all([
          api.approveNational(m().npc.auth, { applicationId: app.id }),
          api.override(m().admin.auth, { applicationId: app.id, reason: "Photos lost" }),
        ]);
        await untilSettledOrWaiting(prisma, steps, 2);
      },
      { timeout: 20_000 },
    );
    for (const reply of await steps!) expectError(reply, 409);
    // Resubmitted later, the completion has no approval or override to carry over.
    expect(await prisma.completion.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("a save of the evaluation report waits for its approval under way, then is refused: the approved text stays", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Saved while approved");
    await api.evaluation(m().npc.auth, { applicationId: app.id, report: "As approved." });
    const report = await prisma.completionReport.findFirstOrThrow({ where: { applicationId: app.id, kind: "EVALUATION" } });
    const before = await footprint();
    let saving: ReturnType<typeof api.evaluation> | undefined;
    // approveevaluationreport (the application's row locked, then the report approved) still open
    // when the save starts.
    const approvedAt = new Date();
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "ProjectApplication" WHERE "id" = ${app.id} FOR UPDATE`;
        await tx.completionReport.update({ where: { id: report.id }, data: { approvedAt, approvedById: m().adminPom.id } });
        saving = api.evaluation(m().npc.auth, { applicationId: app.id, report: "Rewritten meanwhile" });
        await untilSettledOrWaiting(prisma, saving);
      },
      { timeout: 20_000 },
    );
    expectError(await saving!, 409);
    expect(await prisma.completionReport.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      text: "As approved.",
      files: report.files,
      approvedAt,
    });
    expect((await footprint()).stored).toEqual(before.stored);
  });
});

describe("the completion checks and the Admin's override", () => {
  it("getcompletion shows each check passed or failed with its reason", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Checks shown");
    const empty = completionOf(await api.completion(m().npc.auth, app.id));
    expect(empty.checks.map((check) => [check.key, check.passed])).toEqual([
      ["UTILISATION_CERTIFICATE", false],
      ["INVOICES", false],
      ["COMPLETION_PHOTOS", false],
      ["ACKNOWLEDGEMENT", false],
      ["AREA_RECOMMENDATION", false],
    ]);
    await fillCompletion(db().prisma, fixture().world, app, { certified: 98_000_000, photos: 4 });
    const checks = completionOf(await api.completion(m().texc.auth, app.id)).checks;
    expect(checks.find((check) => check.key === "UTILISATION_CERTIFICATE")).toMatchObject({
      passed: false,
      reason: "the certificate says ₹9,80,000 but the claim is ₹10,00,000: ₹20,000 apart, more than the 1% allowed (₹10,000)",
    });
    expect(checks.filter((check) => check.passed).map((check) => check.key)).toEqual([
      "INVOICES",
      "COMPLETION_PHOTOS",
      "ACKNOWLEDGEMENT",
      "AREA_RECOMMENDATION",
    ]);
    // A new area chairman in office: the recommendation signed by the old one no longer passes.
    const area = await db().prisma.area.findUniqueOrThrow({ where: { areaNo: 1 } });
    await db().prisma.area.update({ where: { id: area.id }, data: { chairmanId: m().nex.id } });
    try {
      const changed = completionOf(await api.completion(m().npc.auth, app.id)).checks.find(
        (check) => check.key === "AREA_RECOMMENDATION",
      );
      expect(changed).toMatchObject({
        passed: false,
        reason: "the recommendation was signed by Projects ac, but the chairman of area 1 in office is Projects nex",
      });
    } finally {
      await db().prisma.area.update({ where: { id: area.id }, data: { chairmanId: m().ac.id } });
    }
  });

  it("only the Admin overrides, with a reason, exactly the checks failing then; recorded and audited", async () => {
    const prisma = db().prisma;
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Override");
    await fillCompletion(prisma, fixture().world, app, { photos: 2 });
    const before = await footprint();
    for (const auth of [m().adminPom.auth, m().npc.auth, m().secretary.auth, m().texc.auth])
      expectError(await api.override(auth, { applicationId: app.id, reason: "Please" }), 403);
    expectError(await api.override(m().admin.auth, { applicationId: app.id }), 400, "reason");
    expectError(await api.override(m().admin.auth, { applicationId: app.id, reason: "  " }), 400, "reason");
    expect(await footprint()).toEqual(before);

    const overridden = completionOf(
      await api.override(m().admin.auth, { applicationId: app.id, reason: "Photos lost in the flood" }),
    );
    expect(overridden.override).toMatchObject({
      by: "Projects admin",
      reason: "Photos lost in the flood",
      checks: ["COMPLETION_PHOTOS"],
    });
    expect(await prisma.completion.findUniqueOrThrow({ where: { applicationId: app.id } })).toMatchObject({
      overrideById: m().admin.id,
      overrideReason: "Photos lost in the flood",
      overrideChecks: ["COMPLETION_PHOTOS"],
    });
    expect(await lastAudit(app.id)).toMatchObject({
      action: "completion.override",
      remark: "COMPLETION_PHOTOS: Photos lost in the flood",
    });
    expect(overridden.finalPayment.blockers.map((blocker) => blocker.field)).toEqual(["approval.national", "approval.secretary"]);

    // A check that fails later is not covered; the secretary's approval then tells the trust office and the Admin.
    await fillCompletion(prisma, fixture().world, app, { photos: 2, acknowledgement: false });
    await prisma.completion.update({
      where: { applicationId: app.id },
      data: { nationalApprovedAt: new Date(), nationalApprovedById: m().npc.id },
    });
    await api.secretaryReport(m().secretary.auth, { applicationId: app.id, report: "Seen" });
    const approved = completionOf(await api.approveSecretary(m().secretary.auth, { applicationId: app.id }));
    expect(approved.finalPayment).toEqual({
      unlocked: false,
      blockers: [{ field: "check.ACKNOWLEDGEMENT", message: '"School\'s acknowledgement" has no file' }],
    });
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-admin@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`Completion of application ${app.applicationNo} approved, but checks fail`);
    expect(mail.text).toContain('"School\'s acknowledgement" has no file');
  });

  it("with every check passing there is nothing to override", async () => {
    const app = await fixture().applicationIn("COMPLETION_SUBMITTED", "Nothing to override");
    await fillCompletion(db().prisma, fixture().world, app);
    const before = await footprint();
    expect(
      expectError(await api.override(m().admin.auth, { applicationId: app.id, reason: "Just in case" }), 409).message,
    ).toMatch(/nothing to override/);
    expect(await footprint()).toEqual(before);
  });
});
