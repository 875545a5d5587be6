// The table's side of the completion: submitting the completion stage (the pack's last) once the
// stages before it are in and approved, and opening it again when the national team returns it.
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { loadStage } from "./load-stage";
import { checkStageForSubmission } from "./signatures";
import { voidStageSignatures } from "./void-signatures";

type TTx = Prisma.TransactionClient;

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
