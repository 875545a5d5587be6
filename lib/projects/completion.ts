// The completion of a sanctioned project: the table submits its completion stage (the pack's last
// stage, submitcompletionreport), the national team writes the evaluation report and a second
// person of the national team approves it, the trust secretary writes theirs, and the completion is
// approved by the national team and then the secretary. The completion checks
// (./completion-checks.ts) are shown throughout; the Admin may override the failing ones with a
// written reason. The final payment (./payments.ts) needs both approvals and the checks passed or
// overridden. Every step is an audit entry.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError, type TFieldError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { parseWith } from "../http/route";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { loadStage } from "./load-stage";
import { APPLICATION_FOLDER, checkFiles, storeThen, withFiles } from "./application-files";
import { getApplicationOrThrow } from "./applications";
import {
  claimPaiseOf,
  evaluateCompletionChecks,
  failingKeys,
  loadCompletionChecks,
  loadCompletionEvidence,
  overrideCovers,
  type TCompletionCheck,
} from "./completion-checks";
import { ZCompletionReport } from "./completion-inputs";
import { MAX_FILE_BYTES } from "./element-kinds";
import { lockApplication } from "./row-locks";
import { checkStageForSubmission } from "./signatures";
import { voidStageSignatures } from "./void-signatures";

type TTx = Prisma.TransactionClient;

export const REPORT_FILE_FIELD = "tps";
const REPORT_FILE_TYPES = ["pdf", "jpg", "png"] as const;

const notCompletionState = () =>
  new AppError("CONFLICT", "This can be done only while the completion pack is submitted and under review");

const completionMember = { select: { id: true, fullName: true } } as const;

/**
 * The application (visible to the caller, else 404) in COMPLETION_SUBMITTED (else 409), read inside
 * `tx` under its row lock: every completion step takes it first, and returning the completion moves
 * the application (an update of that row) before it deletes the approvals, so a step and a return
 * take turns and a step never re-creates approvals on a completion returned meanwhile.
 */
const submittedApplication = async (tx: TTx, session: TSession, applicationId: number) => {
  await lockApplication(tx, applicationId);
  const application = await getApplicationOrThrow(session, applicationId, tx);
  if (application.state !== "COMPLETION_SUBMITTED") throw notCompletionState();
  return application;
};

const reportOf = (tx: TTx, applicationId: number, kind: "EVALUATION" | "SECRETARY") =>
  tx.completionReport.findUnique({ where: { applicationId_kind: { applicationId, kind } } });

/** The completion row, made on the first step that needs one. */
const completionOf = (tx: TTx, applicationId: number) =>
  tx.completion.upsert({ where: { applicationId }, create: { applicationId }, update: {} });

export type TFinalPaymentGate = {
  checks: TCompletionCheck[];
  blockers: TFieldError[];
  unlocked: boolean;
  /** The amount claimed in the completion pack (paise), which the payments may not pass; null when not entered. */
  claimPaise: number | null;
};

/** What stands between the application and its final payment (inside the payment's transaction too). */
export const finalPaymentGate = async (tx: TTx, applicationId: number, state: string): Promise<TFinalPaymentGate> => {
  const evidence = await loadCompletionEvidence(tx, applicationId);
  const checks = evaluateCompletionChecks(evidence);
  const completion = await tx.completion.findUnique({ where: { applicationId } });
  const blockers: TFieldError[] = [];
  if (state !== "COMPLETION_SUBMITTED")
    blockers.push({ field: "state", message: "the completion pack has not been submitted (or the project is complete)" });
  if (!completion?.nationalApprovedAt)
    blockers.push({ field: "approval.national", message: "the national team has not approved the completion" });
  if (!completion?.secretaryApprovedAt)
    blockers.push({ field: "approval.secretary", message: "the trust secretary has not approved the completion" });
  const overridden = (completion?.overrideChecks as string[] | undefined) ?? [];
  if (!overrideCovers(checks, overridden))
    for (const check of checks)
      if (!check.passed && !overridden.includes(check.key)) blockers.push({ field: `check.${check.key}`, message: check.reason });
  return { checks, blockers, unlocked: blockers.length === 0, claimPaise: claimPaiseOf(evidence) };
};

/** getcompletion/{id}: the checks, the reports, the approvals, the override and whether the final payment is unlocked. */
export const getCompletion = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const [gate, completion, reports] = await Promise.all([
    finalPaymentGate(prisma, applicationId, application.state),
    // Completion has no relations to Member: the names are read below.
    prisma.completion.findUnique({ where: { applicationId } }),
    prisma.completionReport.findMany({
      where: { applicationId },
      include: { author: completionMember, approvedBy: completionMember },
    }),
  ]);
  const names = await memberNames([
    completion?.nationalApprovedById,
    completion?.secretaryApprovedById,
    completion?.overrideById,
  ]);
  const report = (kind: "EVALUATION" | "SECRETARY") => {
    const row = reports.find((entry) => entry.kind === kind);
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      text: row.text,
      files: ((row.files as string[]) ?? []).map((name) => ({ name, url: `/api/storage/${APPLICATION_FOLDER}/${name}` })),
      author: row.author.fullName,
      authorId: row.author.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      approvedBy: row.approvedBy?.fullName ?? null,
      approvedAt: row.approvedAt?.toISOString() ?? null,
    };
  };
  const approval = (id: number | null | undefined, at: Date | null | undefined) =>
    at ? { by: names.get(id ?? 0) ?? "", at: at.toISOString() } : null;
  return {
    stat: 1,
    applicationId,
    state: application.state,
    checks: gate.checks,
    allChecksPassed: failingKeys(gate.checks).length === 0,
    evaluationReport: report("EVALUATION"),
    secretaryReport: report("SECRETARY"),
    nationalApproval: approval(completion?.nationalApprovedById, completion?.nationalApprovedAt),
    secretaryApproval: approval(completion?.secretaryApprovedById, completion?.secretaryApprovedAt),
    override: completion?.overrideAt
      ? {
          by: names.get(completion.overrideById ?? 0) ?? "",
          at: completion.overrideAt.toISOString(),
          reason: completion.overrideReason,
          checks: completion.overrideChecks as string[],
        }
      : null,
    finalPayment: { unlocked: gate.unlocked, blockers: gate.blockers },
  };
};

const memberNames = async (ids: (number | null | undefined)[]) => {
  const wanted = ids.filter((id): id is number => typeof id === "number");
  if (wanted.length === 0) return new Map<number, string>();
  const prisma = await getDb();
  const rows = await prisma.member.findMany({ where: { id: { in: wanted } }, select: { id: true, fullName: true } });
  return new Map(rows.map((row) => [row.id, row.fullName]));
};

/** createnewprojectevaluationreport: the national team's evaluation report, with files; replaced until it is approved. */
export const saveEvaluationReport = async (session: TSession, req: Request) =>
  withFiles(req, REPORT_FILE_FIELD, async (body, files) => {
    const input = parseWith(ZCompletionReport, body, "json");
    checkFiles(files, REPORT_FILE_FIELD, REPORT_FILE_TYPES, MAX_FILE_BYTES);
    const prisma = await getDb();
    const replaced = await storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        await submittedApplication(tx, session, input.applicationId);
        const existing = await reportOf(tx, input.applicationId, "EVALUATION");
        const oldFiles = (existing?.files as string[] | undefined) ?? [];
        // A new upload replaces the report's files; a report sent without files keeps those it had.
        const kept = names.length > 0 ? names : oldFiles;
        const data = { text: input.report, files: kept, authorId: session.memberId };
        if (existing) {
          // Only while it is not approved, checked by the update itself: a save never overwrites an
          // approved report, whatever it read before.
          const replaced = await tx.completionReport.updateMany({ where: { id: existing.id, approvedAt: null }, data });
          if (replaced.count !== 1)
            throw new AppError("CONFLICT", "The evaluation report has been approved and can no longer be changed");
        } else await tx.completionReport.create({ data: { ...data, applicationId: input.applicationId, kind: "EVALUATION" } });
        await appendAudit(tx, {
          applicationId: input.applicationId,
          action: existing ? "completion.evaluation.replace" : "completion.evaluation",
          actorId: session.memberId,
          remark: input.report,
        });
        return names.length > 0 ? oldFiles : [];
      }, WRITE_TRANSACTION),
    );
    await removeStored(APPLICATION_FOLDER, replaced);
    return getCompletion(session, input.applicationId);
  });

/** The audit entries of a save of the evaluation report (its first version, and each replacement). */
const EVALUATION_WRITES = ["completion.evaluation", "completion.evaluation.replace"] as const;

/** approveevaluationreport: Admin-Pom or Admin, a second person: never the report's author. */
export const approveEvaluationReport = async (session: TSession, input: { applicationId: number }) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await submittedApplication(tx, session, input.applicationId);
    const report = await reportOf(tx, input.applicationId, "EVALUATION");
    if (!report) throw new AppError("CONFLICT", "There is no evaluation report to approve yet");
    if (report.approvedAt) throw new AppError("CONFLICT", "The evaluation report has been approved already");
    // Not its author: whoever wrote any version of it, not only the last one to save it (a writer
    // whose colleague touched the report up would otherwise approve their own words).
    const wrote =
      report.authorId === session.memberId ||
      (await tx.auditEntry.count({
        where: { applicationId: input.applicationId, actorId: session.memberId, action: { in: [...EVALUATION_WRITES] } },
      })) > 0;
    if (wrote) throw new AppError("CONFLICT", "A second person approves the evaluation: not the report's author");
    const approved = await tx.completionReport.updateMany({
      where: { id: report.id, approvedAt: null, updatedAt: report.updatedAt },
      data: { approvedAt: new Date(), approvedById: session.memberId },
    });
    if (approved.count !== 1) throw new AppError("CONFLICT", "The evaluation report changed meanwhile: read it again");
    await appendAudit(tx, {
      applicationId: input.applicationId,
      action: "completion.evaluation.approve",
      actorId: session.memberId,
    });
  }, WRITE_TRANSACTION);
  return getCompletion(session, input.applicationId);
};

/** createnewprojectsecretaryreport: the trust secretary's report; replaced until the secretary approves the completion. */
export const saveSecretaryReport = async (session: TSession, input: { applicationId: number; report: string }) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await submittedApplication(tx, session, input.applicationId);
    const completion = await tx.completion.findUnique({ where: { applicationId: input.applicationId } });
    if (completion?.secretaryApprovedAt)
      throw new AppError("CONFLICT", "The secretary has approved the completion: the report can no longer be changed");
    const existing = await reportOf(tx, input.applicationId, "SECRETARY");
    await tx.completionReport.upsert({
      where: { applicationId_kind: { applicationId: input.applicationId, kind: "SECRETARY" } },
      create: { applicationId: input.applicationId, kind: "SECRETARY", text: input.report, authorId: session.memberId },
      update: { text: input.report, authorId: session.memberId },
    });
    await appendAudit(tx, {
      applicationId: input.applicationId,
      action: existing ? "completion.secretary-report.replace" : "completion.secretary-report",
      actorId: session.memberId,
      remark: input.report,
    });
  }, WRITE_TRANSACTION);
  return getCompletion(session, input.applicationId);
};

/** approvecompletionreport: the national team approves the completion, once the evaluation report is approved. */
export const approveCompletionNational = async (session: TSession, input: { applicationId: number; remark: string | null }) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await submittedApplication(tx, session, input.applicationId);
    const report = await reportOf(tx, input.applicationId, "EVALUATION");
    if (!report?.approvedAt) throw new AppError("CONFLICT", "The evaluation report must be written and approved first");
    await completionOf(tx, input.applicationId);
    const approved = await tx.completion.updateMany({
      where: { applicationId: input.applicationId, nationalApprovedAt: null },
      data: { nationalApprovedAt: new Date(), nationalApprovedById: session.memberId },
    });
    if (approved.count !== 1) throw new AppError("CONFLICT", "The national team has approved this completion already");
    await appendAudit(tx, {
      applicationId: input.applicationId,
      action: "completion.approve.national",
      actorId: session.memberId,
      remark: input.remark ?? "",
    });
  }, WRITE_TRANSACTION);
  return getCompletion(session, input.applicationId);
};

/** approvecompletionreportsecretary: the secretary's approval, after their report and the national approval; the trust office hears what comes next. */
export const approveCompletionSecretary = async (session: TSession, input: { applicationId: number; remark: string | null }) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await submittedApplication(tx, session, input.applicationId);
    const report = await reportOf(tx, input.applicationId, "SECRETARY");
    if (!report) throw new AppError("CONFLICT", "Write the secretary's report first");
    const completion = await tx.completion.findUnique({ where: { applicationId: input.applicationId } });
    if (!completion?.nationalApprovedAt) throw new AppError("CONFLICT", "The national team must approve the completion first");
    const approved = await tx.completion.updateMany({
      where: { applicationId: input.applicationId, secretaryApprovedAt: null },
      data: { secretaryApprovedAt: new Date(), secretaryApprovedById: session.memberId },
    });
    if (approved.count !== 1) throw new AppError("CONFLICT", "The secretary has approved this completion already");
    await tx.completionReport.update({
      where: { id: report.id },
      data: { approvedAt: new Date(), approvedById: session.memberId },
    });
    await appendAudit(tx, {
      applicationId: input.applicationId,
      action: "completion.approve.secretary",
      actorId: session.memberId,
      remark: input.remark ?? "",
    });
  }, WRITE_TRANSACTION);
  const reply = await getCompletion(session, input.applicationId);
  await notifyTrustOffice(input.applicationId, reply.finalPayment).catch((error: unknown) =>
    console.error("completion mail", error),
  );
  return reply;
};

/** overridecompletionchecks: the Admin overrides the checks failing now, with a written reason. */
export const overrideCompletionChecks = async (session: TSession, input: { applicationId: number; reason: string }) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await submittedApplication(tx, session, input.applicationId);
    const failing = failingKeys(await loadCompletionChecks(tx, input.applicationId));
    if (failing.length === 0) throw new AppError("CONFLICT", "Every completion check passes: there is nothing to override");
    await completionOf(tx, input.applicationId);
    await tx.completion.update({
      where: { applicationId: input.applicationId },
      data: { overrideById: session.memberId, overrideAt: new Date(), overrideReason: input.reason, overrideChecks: failing },
    });
    await appendAudit(tx, {
      applicationId: input.applicationId,
      action: "completion.override",
      actorId: session.memberId,
      remark: `${failing.join(", ")}: ${input.reason}`,
    });
  }, WRITE_TRANSACTION);
  return getCompletion(session, input.applicationId);
};

/**
 * When the national team returns the completion to the table (returnCompletion): the completion
 * stage opens again with its answers kept and its signatures gone, and the approvals and the
 * override of the pack as it was are withdrawn (the reports stay, open to revision).
 */
export const reopenCompletionStage = async (tx: TTx, applicationId: number) => {
  const stage = await tx.applicationStage.findFirst({
    where: { applicationId },
    orderBy: { packStage: { position: "desc" } },
    select: { id: true },
  });
  if (!stage) return;
  await voidStageSignatures(tx, stage.id);
  await tx.applicationStage.update({
    where: { id: stage.id },
    data: { state: "OPEN", submittedAt: null, submittedById: null },
  });
  await tx.completion.deleteMany({ where: { applicationId } });
  await tx.completionReport.updateMany({ where: { applicationId }, data: { approvedAt: null, approvedById: null } });
};

/**
 * A TABLE stage's last step after the sanction: whether the stage is the pack's last (the
 * completion), and, for the completion, that every earlier stage is in and every TABLE stage
 * after the trust's (the inauguration) has been approved by the national team (409 otherwise).
 */
export const assertCompletionReady = (
  stages: readonly { id: number; name: string; filledBy: string; state: string }[],
  stageId: number,
) => {
  const index = stages.findIndex((stage) => stage.id === stageId);
  const earlier = stages.slice(0, index);
  const open = earlier.find((stage) => stage.state === "OPEN");
  if (open) throw new AppError("CONFLICT", `The ${open.name} stage must be submitted first`);
  const trust = earlier.findLastIndex((stage) => stage.filledBy !== "TABLE");
  const unapproved = earlier.slice(trust + 1).find((stage) => stage.filledBy === "TABLE" && stage.state !== "APPROVED");
  if (unapproved) throw new AppError("CONFLICT", `The ${unapproved.name.toLowerCase()} stage must be approved first`);
};

/** submitcompletionreport: submittableprojectapplicationstage for the completion stage (the pack's last) only. */
export const submitCompletionReport = async (session: TSession, applicationStageId: number) => {
  const loaded = await loadStage(session, applicationStageId);
  const stages = loaded.application.stages;
  if (stages.at(-1)?.id !== applicationStageId)
    throw fieldError("BAD_REQUEST", "applicationStageId", "not the completion stage (the pack's last stage)");
  if (loaded.application.state === "SANCTIONED" || loaded.application.state === "IN_PROGRESS")
    assertCompletionReady(stages, applicationStageId);
  return checkStageForSubmission(session, applicationStageId);
};

/** After the completion is submitted: the national team (NPC, Admin-Pom) hears that it waits for their evaluation. */
export const notifyCompletionSubmitted = async (applicationId: number) => {
  const prisma = await getDb();
  const application = await prisma.projectApplication.findUnique({
    where: { id: applicationId },
    select: { applicationNo: true, title: true, tableNo: true, circleNo: true },
  });
  if (!application) return;
  const unit = application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`;
  for (const person of await membersWithRoles(["NPC", "Admin_Pom"]))
    await sendMail({
      to: person.officeEmail,
      subject: `Completion of application ${application.applicationNo} awaits your evaluation`,
      text: [
        `Dear ${person.fullName},`,
        "",
        `${unit} has submitted the completion pack of project application ${application.applicationNo} (${application.title}).`,
        "Please check it, write the evaluation report and approve the completion here:",
        absoluteUrl("/projects/manageprojectapplications"),
      ].join("\n"),
    });
};

const membersWithRoles = async (roles: ("NPC" | "Admin_Pom" | "RTIF_Secretary" | "Admin")[]) => {
  const prisma = await getDb();
  const people = await prisma.member.findMany({
    where: { isActive: true, officeEmail: { not: null }, roles: { some: { role: { in: roles } } } },
    select: { fullName: true, officeEmail: true },
    orderBy: { id: "asc" },
  });
  return people.map((person) => ({ fullName: person.fullName, officeEmail: person.officeEmail! }));
};

/** The trust office hears that the final payment can be made, or which checks stop it (and the Admin, who may override). */
const notifyTrustOffice = async (applicationId: number, finalPayment: { unlocked: boolean; blockers: TFieldError[] }) => {
  const prisma = await getDb();
  const application = await prisma.projectApplication.findUniqueOrThrow({
    where: { id: applicationId },
    select: { applicationNo: true, title: true },
  });
  const checksFail = finalPayment.blockers.filter((blocker) => blocker.field.startsWith("check."));
  const people = await membersWithRoles(checksFail.length > 0 ? ["RTIF_Secretary", "Admin"] : ["RTIF_Secretary"]);
  const subject = finalPayment.unlocked
    ? `Final payment of application ${application.applicationNo} can be made`
    : `Completion of application ${application.applicationNo} approved, but checks fail`;
  const body = finalPayment.unlocked
    ? ["The completion has been approved and its checks pass: the final payment can be made."]
    : [
        "The completion has been approved, but the final payment is still blocked:",
        ...finalPayment.blockers.map((blocker) => `- ${blocker.message}`),
        ...(checksFail.length > 0
          ? ["", "The table can correct its completion pack, or the Admin can override the failing checks with a reason."]
          : []),
      ];
  for (const person of people)
    await sendMail({
      to: person.officeEmail,
      subject,
      text: [
        `Dear ${person.fullName},`,
        "",
        `Project application ${application.applicationNo} (${application.title}).`,
        ...body,
        "",
        absoluteUrl("/projects/manageprojectapplications"),
      ].join("\n"),
    });
};
