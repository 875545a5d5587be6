// The one way an application changes state: the transition table decides (role, state, remark),
// the change is made only over the state it was read in (two reviewers at once: the second gets
// 409), the national review clock is kept, and the step is recorded as an event. A final decision
// closes the application's queries still waiting, with its remark: nobody replies to them any more.
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { appendAudit } from "../audit/audit-trail";
import { recordEvent } from "./applications";
import {
  assertTransition,
  FINAL_STATES,
  REVIEW_CLOCK_STATES,
  STATE_LABELS,
  type TApplicationAction,
  type TApplicationState,
} from "./application-states";

type TTx = Prisma.TransactionClient;

export const moveApplication = async (
  tx: TTx,
  options: {
    applicationId: number;
    action: TApplicationAction;
    session: Pick<TSession, "memberId" | "roles">;
    remark?: string;
    stageId?: number;
    /** The state the caller read; the move fails with 409 when the application is no longer in it. */
    from: TApplicationState;
  },
): Promise<TApplicationState> => {
  const { applicationId, action, session, from } = options;
  const to = assertTransition(action, from, session.roles, options.remark ?? "");
  const now = new Date();
  // Leaving a review state adds its time to the review clock; the update below re-checks the state.
  let reviewed = 0;
  if (REVIEW_CLOCK_STATES.includes(from)) {
    const row = await tx.projectApplication.findUnique({ where: { id: applicationId }, select: { stateChangedAt: true } });
    reviewed = row ? Math.max(0, now.getTime() - row.stateChangedAt.getTime()) : 0;
  }
  const changed = await tx.projectApplication.updateMany({
    where: { id: applicationId, state: from },
    data: { state: to, stateChangedAt: now, ...(reviewed > 0 ? { reviewMs: { increment: BigInt(reviewed) } } : {}) },
  });
  if (changed.count !== 1) throw new AppError("CONFLICT", "The application changed meanwhile: reload it");
  await recordEvent(tx, {
    applicationId,
    stageId: options.stageId,
    action,
    from,
    to,
    actorId: session.memberId,
    remark: options.remark,
  });
  if (FINAL_STATES.includes(to)) await closeQueriesOf(tx, applicationId, to, session.memberId, options.remark ?? "", now);
  return to;
};

/** The queries of an application decided as `to` that are open or answered: closed with the decision's remark. */
const closeQueriesOf = async (
  tx: TTx,
  applicationId: number,
  to: TApplicationState,
  actorId: number,
  remark: string,
  at: Date,
) => {
  const closeRemark = remark.trim() || `The application is ${STATE_LABELS[to].toLowerCase()}`;
  const closed = await tx.projectQuery.updateMany({
    where: { applicationId, state: { in: ["OPEN", "ANSWERED"] } },
    data: { state: "CLOSED", closeRemark, closedById: actorId, closedAt: at },
  });
  if (closed.count > 0)
    await appendAudit(tx, {
      applicationId,
      action: "query.close",
      actorId,
      remark: `${closed.count} ${closed.count === 1 ? "query" : "queries"} closed with the application: ${closeRemark}`,
    });
};

/**
 * The national team's first step on an application the area recommended takes it up for review:
 * startReview (recorded like any move), then the step, in the caller's transaction, so that a
 * step refused later leaves it recommended. Returns the state the step starts from.
 */
export const takeUpForReview = async (
  tx: TTx,
  options: { applicationId: number; session: Pick<TSession, "memberId" | "roles">; from: TApplicationState },
): Promise<TApplicationState> =>
  options.from === "AREA_RECOMMENDED" ? moveApplication(tx, { ...options, action: "startReview" }) : options.from;
