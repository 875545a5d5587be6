// The completion's two reports: the national team's evaluation report (with files, replaced until
// a second person of the national team approves it) and the trust secretary's report (replaced
// until the secretary approves the completion, ./completion.ts). Every save is an audit entry.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { parseWith } from "../http/route";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { APPLICATION_FOLDER, checkFiles, storeThen, withFiles } from "./application-files";
import { reportOf, submittedApplication } from "./completion";
import { ZCompletionReport } from "./completion-inputs";
import { getCompletion } from "./completion-view";
import { MAX_FILE_BYTES, REPORT_FILE_TYPES } from "./element-kinds";

export const REPORT_FILE_FIELD = "tps";

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
