// Decisions of the national review that need no form of their own: reject, hold for the admin (and
// release), return to the table for edits, close or withdraw. Each is one transition of
// lib/projects/application-states.ts through moveApplication, with the reason as its remark, and
// the table hears of it.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { canFillStage } from "./application-access";
import { formatPaise } from "./element-values";
import { TAKES_UP_REVIEW, TRANSITIONS, type TApplicationAction } from "./application-states";
import { getApplicationOrThrow } from "./applications";
import { assertTableNotDecharted } from "./decharted-table";
import { moveApplication, takeUpForReview } from "./move-application";
import { mailUnitOfState } from "./notify";
import { voidStageSignatures } from "./void-signatures";

type TTx = Prisma.TransactionClient;

export type TDecision = "reject" | "hold" | "release" | "allowEdit" | "close" | "withdraw";

/**
 * Returning an application for edits opens the table's stages and the area chairman's again, with
 * their answers kept and their signatures gone: the table signs its changes and the area chairman
 * recommends them again. The national team's confirmations go too: an element confirmed before the
 * table rewrote it is confirmed again before the application goes to the trust.
 */
const reopenForEdits = async (tx: TTx, applicationId: number, actorId: number) => {
  const stages = await tx.applicationStage.findMany({
    where: { applicationId, packStage: { filledBy: { in: ["TABLE", "AREA_CHAIRMAN"] } } },
    select: { id: true },
  });
  const ids = stages.map((stage) => stage.id);
  await voidStageSignatures(tx, ids);
  const withdrawn = await tx.elementApproval.deleteMany({ where: { applicationId } });
  // The confirmations were entries of the trail; so is their withdrawal.
  if (withdrawn.count > 0)
    await appendAudit(tx, {
      applicationId,
      action: "approval.withdraw",
      actorId,
      remark: `${withdrawn.count} confirmation${withdrawn.count === 1 ? "" : "s"} withdrawn: returned for edits`,
    });
  await tx.applicationStage.updateMany({
    where: { id: { in: ids } },
    data: { state: "OPEN", submittedAt: null, submittedById: null },
  });
};

/**
 * 409 once the trust has paid anything on the application: money has gone to the table, so the
 * grant runs on to its completion and final payment (an IN_PROGRESS one is refused by the state
 * table already; this covers SANCTIONED and COMPLETION_SUBMITTED with payments). Read under the
 * grant's row lock, which every payment takes first: a payment under way is waited for.
 */
const assertNothingPaid = async (tx: TTx, applicationId: number) => {
  await tx.$queryRaw`SELECT "id" FROM "GrantApproval" WHERE "applicationId" = ${applicationId} FOR UPDATE`;
  const paid = await tx.projectPayment.aggregate({ where: { applicationId }, _count: true, _sum: { amountPaise: true } });
  if (paid._count === 0) return;
  const payments = `${paid._count} payment${paid._count === 1 ? "" : "s"}`;
  throw new AppError(
    "CONFLICT",
    `The trust has paid ${formatPaise(Number(paid._sum.amountPaise ?? 0n))} on this application (${payments}): it is no longer closed or withdrawn, it goes on to its completion and final payment`,
  );
};

/** The transition a decision takes for this caller: the national team withdraws any; a unit its own. */
const actionOf = (decision: TDecision, session: TSession): TApplicationAction => {
  if (decision !== "withdraw") return decision;
  return session.roles.some((role) => TRANSITIONS.withdrawByNational.roles.includes(role as never))
    ? "withdrawByNational"
    : "withdraw";
};

export const decideApplication = async (
  session: TSession,
  input: { applicationId: number; decision: TDecision; remark: string | null },
) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  const action = actionOf(input.decision, session);
  // An office bearer who also sees other units' applications (an area chairman) withdraws only their own.
  if (action === "withdraw" && !canFillStage(session, "TABLE", application, []))
    throw new AppError("FORBIDDEN", "Only the table's or circle's own office bearers withdraw its application");
  const remark = input.remark ?? "";
  const prisma = await getDb();
  const to = await prisma.$transaction(async (tx) => {
    // A de-chartered table's applications are read-only to it; the national team still decides on them.
    if (action === "withdraw") await assertTableNotDecharted(tx, application.tableNo, "applications");
    if (action === "close" || action === "withdrawByNational") await assertNothingPaid(tx, application.id);
    // A hold is a first step of the review like a query: it takes an application the area recommended up first.
    const from = TAKES_UP_REVIEW.includes(action)
      ? await takeUpForReview(tx, { applicationId: application.id, from: application.state, session })
      : application.state;
    const moved = await moveApplication(tx, { applicationId: application.id, action, from, session, remark });
    if (input.decision === "allowEdit") await reopenForEdits(tx, application.id, session.memberId);
    return moved;
  }, WRITE_TRANSACTION);
  await mailUnitOfState(application.id, to, remark).catch((error: unknown) => console.error("decision mail", error));
  return { stat: 1, tableProjectApplication: await getApplicationOrThrow(session, application.id) };
};
