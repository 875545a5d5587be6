// The completion of a sanctioned project: the table submits its completion stage (the pack's last
// stage, submitcompletionreport), the national team writes the evaluation report and a second
// person of the national team approves it, the trust secretary writes theirs, and the completion is
// approved by the national team and then the secretary. The completion checks
// (./completion-checks.ts) are shown throughout; the Admin may override the failing ones with a
// written reason. The final payment (./payments.ts) needs both approvals and the checks passed or
// overridden. Every step is an audit entry.
// The reports are in ./completion-reports.ts, the screen's view and the final payment's gate in
// ./completion-view.ts, the submission and its return in ./completion-submission.ts, the mails in
// ./completion-mails.ts.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { getApplicationOrThrow } from "./applications";
import { failingKeys, loadCompletionChecks } from "./completion-checks";
import { notifyTrustOffice } from "./completion-mails";
import { getCompletion } from "./completion-view";
import { lockApplication } from "./row-locks";

type TTx = Prisma.TransactionClient;

const notCompletionState = () =>
  new AppError("CONFLICT", "This can be done only while the completion pack is submitted and under review");

/**
 * The application (visible to the caller, else 404) in COMPLETION_SUBMITTED (else 409), read inside
 * `tx` under its row lock: every completion step takes it first, and returning the completion moves
 * the application (an update of that row) before it deletes the approvals, so a step and a return
 * take turns and a step never re-creates approvals on a completion returned meanwhile.
 */
export const submittedApplication = async (tx: TTx, session: TSession, applicationId: number) => {
  await lockApplication(tx, applicationId);
  const application = await getApplicationOrThrow(session, applicationId, tx);
  if (application.state !== "COMPLETION_SUBMITTED") throw notCompletionState();
  return application;
};

export const reportOf = (tx: TTx, applicationId: number, kind: "EVALUATION" | "SECRETARY") =>
  tx.completionReport.findUnique({ where: { applicationId_kind: { applicationId, kind } } });

/** The completion row, made on the first step that needs one. */
const completionOf = (tx: TTx, applicationId: number) =>
  tx.completion.upsert({ where: { applicationId }, create: { applicationId }, update: {} });

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
