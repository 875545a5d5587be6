// The national team's approval of the stages a table fills after the sanction (issue 12, sections
// 1 and 3): the inauguration, and any other TABLE stage between the trust's stage and the pack's
// last stage. Such a stage is submitted by the table (an audit entry, no change of state), then
// approved here (SUBMITTED -> APPROVED) or returned to the table with the reason (-> OPEN, its
// signatures gone). The pack's last stage, the completion, is approved through the completion
// calls (./completion.ts); returning it here is the transition returnCompletion (returnCompletionUnpaid
// when nothing was paid yet).
// The application's state does not change on an approval: the step is one audit entry.
import { reopenCompletionStage } from "./completion-submission";
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { absoluteUrl } from "../seo/site";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import type { TApplicationState } from "./application-states";
import { getApplicationOrThrow, type TApplicationReply } from "./applications";
import { moveApplication } from "./move-application";
import { mailUnit } from "./notify";
import { lockStageThenApplication } from "./row-locks";
import type { TApproveInauguration, TApproveStage, TStageDecision } from "./review-inputs";
import { voidStageSignatures } from "./void-signatures";

type TTx = Prisma.TransactionClient;
type TStage = TApplicationReply["stages"][number];

/** While the table carries out the project: the states in which its later stages are approved or returned. */
export const STAGE_APPROVAL_STATES: readonly TApplicationState[] = ["SANCTIONED", "IN_PROGRESS"];

/**
 * What a stage is to the approval: a TABLE stage after the last stage someone else fills (the
 * trust's) and before the pack's last stage is approved here ("afterSanction"); the pack's last
 * stage is the completion; any other stage is completed by its own step of the process.
 */
export const stageRole = (stages: readonly Pick<TStage, "id" | "filledBy">[], stageId: number) => {
  const index = stages.findIndex((stage) => stage.id === stageId);
  if (index === stages.length - 1) return "completion" as const;
  const lastOther = stages.findLastIndex((stage) => stage.filledBy !== "TABLE");
  return index > lastOther && stages[index]?.filledBy === "TABLE" ? ("afterSanction" as const) : ("other" as const);
};

/** The stages of the application that wait for the national team's approval now. */
export const stagesAwaitingApproval = (application: Pick<TApplicationReply, "state" | "stages">) =>
  STAGE_APPROVAL_STATES.includes(application.state)
    ? application.stages.filter(
        (stage) => stage.state === "SUBMITTED" && stageRole(application.stages, stage.id) === "afterSanction",
      )
    : [];

/** The inauguration: the first TABLE stage after the trust's stage that is not the pack's last. */
export const inaugurationStageOf = (stages: readonly TStage[]) =>
  stages.find((stage) => stageRole(stages, stage.id) === "afterSanction") ?? null;

/**
 * The stage (404 unknown) and its application (404 when the caller may not see it), read inside `tx`
 * under their row locks, the stage's first (./row-locks.ts): a return of the completion moves the
 * application and then reopens the stage, and a writer of the stage, which may move the application
 * after locking the stage, is waited for instead of deadlocking with it.
 */
const loadStageForApproval = async (tx: TTx, session: TSession, applicationStageId: number) => {
  const applicationId = await lockStageThenApplication(tx, applicationStageId);
  if (applicationId === null) throw new AppError("NOT_FOUND", "No such application stage");
  const application = await getApplicationOrThrow(session, applicationId, tx);
  const stage = application.stages.find((entry) => entry.id === applicationStageId)!;
  return { application, stage };
};

const notHere = (stage: TStage, role: "completion" | "other") =>
  new AppError(
    "CONFLICT",
    role === "completion"
      ? `The ${stage.name} stage is the completion: it is approved with the completion (approvecompletionreport)`
      : `The ${stage.name} stage is completed by its own step of the process, not approved here`,
  );

const assertSubmitted = (stage: TStage) => {
  if (stage.state === "OPEN") throw new AppError("CONFLICT", `The ${stage.name} stage is not submitted yet`);
  if (stage.state === "APPROVED") throw new AppError("CONFLICT", `The ${stage.name} stage is already approved`);
};

const assertCarryingOut = (application: TApplicationReply) => {
  if (!STAGE_APPROVAL_STATES.includes(application.state))
    throw new AppError(
      "CONFLICT",
      `Stages are approved while the project is sanctioned or in progress, not while it is ${application.stateLabel.toLowerCase()}`,
    );
};

/** Moves the stage from SUBMITTED only: of two reviewers at once, the second gets 409. */
const guardedStageUpdate = async (tx: TTx, stageId: number, data: Prisma.ApplicationStageUpdateManyMutationInput) => {
  const changed = await tx.applicationStage.updateMany({ where: { id: stageId, state: "SUBMITTED" }, data });
  if (changed.count !== 1) throw new AppError("CONFLICT", "The stage changed meanwhile: reload it");
};

const auditRemark = (stage: TStage, remark: string | null) => (remark ? `${stage.name}: ${remark}` : stage.name);

/** approvestage (and the approve half of updatetableprojectapplicationstageforapproval). */
export const approveStage = async (session: TSession, input: TApproveStage, expected?: "inauguration") => {
  const prisma = await getDb();
  const { application, stage } = await prisma.$transaction(async (tx) => {
    const loaded = await loadStageForApproval(tx, session, input.applicationStageId);
    const { application, stage } = loaded;
    const role = stageRole(application.stages, stage.id);
    if (role !== "afterSanction") throw notHere(stage, role);
    if (expected === "inauguration" && inaugurationStageOf(application.stages)?.id !== stage.id)
      throw fieldError("BAD_REQUEST", "applicationStageId", "not the application's inauguration stage");
    assertSubmitted(stage);
    assertCarryingOut(application);
    await guardedStageUpdate(tx, stage.id, { state: "APPROVED" });
    await appendAudit(tx, {
      applicationId: application.id,
      action: "stage.approve",
      actorId: session.memberId,
      fromState: "SUBMITTED",
      toState: "APPROVED",
      remark: auditRemark(stage, input.remark),
    });
    return loaded;
  }, WRITE_TRANSACTION);
  await notifyUnitOfStage(application.id, stage.name, "approved", input.remark).catch((error: unknown) =>
    console.error("stage approval mail", error),
  );
  return stageReply(session, application.id, stage.id);
};

/** approveinaugurationstage: approvestage for the application's inauguration, found from the application if asked. */
export const approveInauguration = async (session: TSession, input: TApproveInauguration) => {
  let applicationStageId = input.applicationStageId;
  if (applicationStageId === undefined) {
    const application = await getApplicationOrThrow(session, input.applicationId!);
    const stage = inaugurationStageOf(application.stages);
    if (!stage) throw new AppError("CONFLICT", "This application's pack has no inauguration stage");
    applicationStageId = stage.id;
  }
  return approveStage(session, { applicationStageId, remark: input.remark }, "inauguration");
};

/**
 * Opens a stage again for the table as allowing edits does (lib/projects/decisions.ts): its
 * answers kept, its signatures removed and codes not yet used spent, so that the chairman signs
 * again. `from` is the state it is opened from, re-checked by the update.
 */
const reopenStage = async (tx: TTx, stageId: number, from: "SUBMITTED" | "APPROVED") => {
  await voidStageSignatures(tx, stageId);
  const changed = await tx.applicationStage.updateMany({
    where: { id: stageId, state: from },
    data: { state: "OPEN", submittedAt: null, submittedById: null },
  });
  if (changed.count !== 1) throw new AppError("CONFLICT", "The stage changed meanwhile: reload it");
};

/** The return half of updatetableprojectapplicationstageforapproval: the stage back to the table, with the reason. */
export const returnStage = async (session: TSession, input: { applicationStageId: number; remark: string }) => {
  const prisma = await getDb();
  const { application, stage } = await prisma.$transaction(async (tx) => {
    const loaded = await loadStageForApproval(tx, session, input.applicationStageId);
    const { application, stage } = loaded;
    const role = stageRole(application.stages, stage.id);
    if (role === "other") throw notHere(stage, role);
    if (stage.state === "OPEN")
      throw new AppError("CONFLICT", `The ${stage.name} stage is not submitted: it is with the table already`);
    if (role === "completion") {
      if (application.state !== "COMPLETION_SUBMITTED")
        throw new AppError("CONFLICT", "The completion is returned to the table only while it is submitted and under review");
      // A completion submitted straight from SANCTIONED goes back there: "in progress" means paid.
      // No payment is recorded meanwhile: interims need SANCTIONED or IN_PROGRESS, and the final
      // payment's move waits for this transaction's lock of the application and then fails.
      const paid = await tx.projectPayment.count({ where: { applicationId: application.id } });
      await moveApplication(tx, {
        applicationId: application.id,
        action: paid > 0 ? "returnCompletion" : "returnCompletionUnpaid",
        from: application.state,
        session,
        remark: input.remark,
        stageId: stage.id,
      });
      await reopenCompletionStage(tx, application.id);
      return loaded;
    }
    if (stage.state === "APPROVED") throw new AppError("CONFLICT", `The ${stage.name} stage is already approved`);
    assertCarryingOut(application);
    await reopenStage(tx, stage.id, "SUBMITTED");
    await appendAudit(tx, {
      applicationId: application.id,
      action: "stage.return",
      actorId: session.memberId,
      fromState: "SUBMITTED",
      toState: "OPEN",
      remark: auditRemark(stage, input.remark),
    });
    return loaded;
  }, WRITE_TRANSACTION);
  await notifyUnitOfStage(application.id, stage.name, "returned", input.remark).catch((error: unknown) =>
    console.error("stage return mail", error),
  );
  return stageReply(session, application.id, stage.id);
};

/** updatetableprojectapplicationstageforapproval: approve, or return with the reason. */
export const decideStage = async (session: TSession, input: TStageDecision) =>
  input.approve
    ? approveStage(session, { applicationStageId: input.applicationStageId, remark: input.remark })
    : returnStage(session, { applicationStageId: input.applicationStageId, remark: input.remark ?? "" });

const stageReply = async (session: TSession, applicationId: number, stageId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  const stage = application.stages.find((entry) => entry.id === stageId)!;
  return { stat: 1, stage, tableProjectApplication: application };
};

/** The unit's chairman and the member who started the application hear of the approval or the return, and why. */
const notifyUnitOfStage = (applicationId: number, stageName: string, outcome: "approved" | "returned", remark: string | null) =>
  mailUnit(applicationId, (application) => ({
    subject:
      outcome === "approved"
        ? `Application ${application.applicationNo}: the ${stageName} stage is approved`
        : `Application ${application.applicationNo}: the ${stageName} stage is returned to you`,
    lines: [
      outcome === "approved"
        ? `The national team has approved the ${stageName} stage of project application ${application.applicationNo} (${application.title}).`
        : `The national team has returned the ${stageName} stage of project application ${application.applicationNo} (${application.title}) to you. Please make the changes asked for, sign it and submit it again.`,
      ...(remark ? ["", `${outcome === "approved" ? "Remark" : "Reason"}: ${remark}`] : []),
      "",
      absoluteUrl("/projects"),
    ],
  }));
