// The sweep of CCAvenue payments left pending (job payments.sweep-unconfirmed, every 15 minutes). A
// payment stays "initiated" when no answer reached us (the payer closed the tab before the return,
// the notification was lost) or when the order status API could not confirm the success answered;
// CCAvenue need not send it again, and the member who paid would see nothing. So the sweep asks the
// API about each such payment between 15 minutes and 3 days old, and records what CCAvenue's records
// decide as a confirmed answer is recorded (lib/payments/record-answer.ts, under the order's row
// lock: the contribution paid, its receipt numbered and mailed; or the failure or cancellation).
// An ask that leaves a payment pending (still undecided there, no record of it, or the request
// refused) is asked again less and less often (SWEEP_RETRY_DELAYS_MS): about 20 asks in its 3
// days rather than one a sweep. A record that contradicts ours (another amount or currency) is
// logged once (PaymentEvent sweep:refused) and not asked about again: CCAvenue's record of an
// order does not change, and the Admin's list would fill with the same refusal every 15 minutes.
// The sandbox has no such API (its notification is queued with its answer), so its pending
// payments are left alone.
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
/** The wait before the sweep asks again about a payment its 1st, 2nd, ... ask left pending; later asks wait the last. */
export const SWEEP_RETRY_DELAYS_MS: readonly number[] = [15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 120 * MINUTE, 240 * MINUTE];
/** One run asks about this many at most, the newest first, and stops after SWEEP_BUDGET_MS (the job's lock lasts 15 minutes). */
const SWEEP_LIMIT = 100;
const SWEEP_BUDGET_MS = 5 * MINUTE;

export type TSweepSummary = {
  asked: number;
  /** Recorded as CCAvenue's records decide (paid, failed or cancelled). */
  applied: number;
  /** Decided meanwhile by the gateway's own answer: nothing changed. */
  duplicate: number;
  /** Refused (logged once, not asked about again): CCAvenue's record contradicts ours, such as another amount. */
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
      OR: [{ sweepNextAt: null }, { sweepNextAt: { lte: now } }],
    },
    orderBy: { createdAt: "desc" },
    take: SWEEP_LIMIT,
    select: { orderId: true, createdAt: true, sweepChecks: true },
  });
  /** The payment is asked about again after a wait that grows with each ask that left it pending. */
  const askLater = async (payment: (typeof pending)[number]) => {
    const delay = SWEEP_RETRY_DELAYS_MS[Math.min(payment.sweepChecks, SWEEP_RETRY_DELAYS_MS.length - 1)]!;
    await prisma.payment.updateMany({
      where: { orderId: payment.orderId, status: "initiated" },
      data: { sweepChecks: { increment: 1 }, sweepNextAt: new Date(now.getTime() + delay) },
    });
  };
  const startedAt = Date.now();
  for (const payment of pending) {
    const { orderId } = payment;
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
    // Refused: most likely our access code, key or address, which every other request would meet,
    // so the run stops (its summary below logs it once). The payment waits longer before it is
    // asked again, so a refusal about this order alone does not hold up the others sweep after sweep.
    if (lookup.kind === "refused") {
      await askLater(payment);
      summary.stopped = lookup.reason;
      break;
    }
    if (lookup.kind === "undecided") {
      summary.undecided += 1;
      await askLater(payment);
      continue;
    }
    try {
      const result = await recordAnswer(prisma, { response: lookup.response, source: "sweep", now: options.now ?? new Date() });
      if (result.outcome === "applied") {
        summary.applied += 1;
        console.info(`[payments] sweep: ${orderId} recorded as ${result.status} from CCAvenue's order status`);
      } else if (result.outcome === "duplicate") summary.duplicate += 1;
      else {
        // Logged (PaymentEvent) by recordAnswer; asking again would only log it again. Its next
        // ask is set past the 3 days, after which the secretariat has it anyway.
        summary.refused += 1;
        await prisma.payment.updateMany({
          where: { orderId, status: "initiated" },
          data: { sweepChecks: { increment: 1 }, sweepNextAt: new Date(payment.createdAt.getTime() + SWEEP_MAX_AGE_MS) },
        });
      }
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
  // Its budget, plus the ask in flight when the budget runs out.
  timeoutMs: SWEEP_BUDGET_MS + 5 * MINUTE,
  run: async () => {
    await sweepUnconfirmedPayments();
  },
});
