// The sweep of CCAvenue payments left pending (job payments.sweep-unconfirmed, every 15 minutes). A
// payment stays "initiated" when no answer reached us (the payer closed the tab before the return,
// the notification was lost) or when the order status API could not confirm the success answered;
// CCAvenue need not send it again, and the member who paid would see nothing. So the sweep asks the
// API about each such payment between 15 minutes and 3 days old, and records what CCAvenue's records
// decide as a confirmed answer is recorded (lib/payments/record-answer.ts, under the order's row
// lock: the contribution paid, its receipt numbered and mailed; or the failure or cancellation). An
// order still undecided there is asked again at the next sweep. The sandbox has no such API (its
// notification is queued with its answer), so its pending payments are left alone.
import { getDb } from "../db/client";
import type { TJobDefinition } from "../jobs/queue";
import { siteUrl } from "../seo/site";
import { gatewayKind, getPaymentGateway } from "./config";
import { recordAnswer } from "./record-answer";

export const SWEEP_JOB = "payments.sweep-unconfirmed";

const MINUTE = 60 * 1000;
/** As often as a payment may become old enough: a payer waits at most about half an hour. */
export const SWEEP_EVERY_MS = 15 * MINUTE;
/** Younger payments may still be at the checkout, or their answer on its way. */
export const SWEEP_MIN_AGE_MS = 15 * MINUTE;
/** Older ones are left to the secretariat: CCAvenue decides an order within hours, and asking for ever costs a call a sweep. */
export const SWEEP_MAX_AGE_MS = 3 * 24 * 60 * MINUTE;
/** One run asks about this many at most, the newest first, and stops after SWEEP_BUDGET_MS (the job's lock lasts 15 minutes). */
const SWEEP_LIMIT = 100;
const SWEEP_BUDGET_MS = 5 * MINUTE;

export type TSweepSummary = {
  asked: number;
  /** Recorded as CCAvenue's records decide (paid, failed or cancelled). */
  applied: number;
  /** Decided meanwhile by the gateway's own answer: nothing changed. */
  duplicate: number;
  /** Refused (logged): CCAvenue's record contradicts ours, such as another amount. */
  refused: number;
  undecided: number;
  /** Could not be recorded (a server failure, logged); asked again next time. */
  failed: number;
  /** Why the run stopped before asking about every payment it found, or null. */
  stopped: string | null;
};

const summaryLine = (summary: TSweepSummary) =>
  `asked CCAvenue about ${summary.asked} pending payment(s): ${summary.applied} recorded, ${summary.undecided} still undecided` +
  (summary.duplicate ? `, ${summary.duplicate} answered meanwhile` : "") +
  (summary.refused ? `, ${summary.refused} refused` : "") +
  (summary.failed ? `, ${summary.failed} failed` : "") +
  (summary.stopped ? `; stopped: ${summary.stopped}` : "");

/** One sweep; `now` places the age window (tests). */
export const sweepUnconfirmedPayments = async (options: { now?: Date } = {}): Promise<TSweepSummary> => {
  const summary: TSweepSummary = { asked: 0, applied: 0, duplicate: 0, refused: 0, undecided: 0, failed: 0, stopped: null };
  // Only the configured merchant's keys can ask; without them (a site moved to the sandbox) nothing is asked.
  if (gatewayKind() !== "ccavenue") return summary;
  const lookUpOrder = getPaymentGateway(siteUrl().origin).lookUpOrder;
  if (!lookUpOrder) return summary;
  const now = options.now ?? new Date();
  const prisma = await getDb();
  const pending = await prisma.payment.findMany({
    where: {
      gateway: "ccavenue",
      status: "initiated",
      createdAt: { gt: new Date(now.getTime() - SWEEP_MAX_AGE_MS), lte: new Date(now.getTime() - SWEEP_MIN_AGE_MS) },
    },
    orderBy: { createdAt: "desc" },
    take: SWEEP_LIMIT,
    select: { orderId: true },
  });
  const startedAt = Date.now();
  for (const { orderId } of pending) {
    if (Date.now() - startedAt > SWEEP_BUDGET_MS) {
      summary.stopped = "out of time; the rest wait for the next sweep";
      break;
    }
    summary.asked += 1;
    // Asked outside any transaction: no row lock is held while CCAvenue answers.
    const lookup = await lookUpOrder(orderId);
    // The API itself did not answer: every other order would cost the same wait for nothing.
    if (lookup.kind === "unavailable") {
      summary.stopped = lookup.reason;
      break;
    }
    if (lookup.kind === "undecided") {
      summary.undecided += 1;
      continue;
    }
    try {
      const result = await recordAnswer(prisma, { response: lookup.response, source: "sweep", now: options.now ?? new Date() });
      if (result.outcome === "applied") {
        summary.applied += 1;
        console.info(`[payments] sweep: ${orderId} recorded as ${result.status} from CCAvenue's order status`);
      } else if (result.outcome === "duplicate") summary.duplicate += 1;
      else summary.refused += 1;
    } catch (error) {
      summary.failed += 1;
      console.error(`[payments] sweep: CCAvenue's order status for ${orderId} could not be recorded`, error);
    }
  }
  if (summary.asked > 0) console.info(`[payments] sweep of unconfirmed CCAvenue payments: ${summaryLine(summary)}`);
  return summary;
};

/** The recurring job; a run that stops early (CCAvenue not answering) is not an error: the next one asks again. */
export const sweepUnconfirmedJob = (): TJobDefinition => ({
  name: SWEEP_JOB,
  everyMs: SWEEP_EVERY_MS,
  run: async () => {
    await sweepUnconfirmedPayments();
  },
});
