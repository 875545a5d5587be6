// Recording a trusted gateway answer (decrypted under our key, naming an order of our shape, and for
// a CCAvenue success confirmed by its order status API) against the order as recorded. The first
// trusted answer for a pending order decides it (success: the contribution is paid and the receipt
// numbered, in one transaction); a later one that agrees changes nothing (duplicate); a success after
// a failure or an abandonment is applied (the money has moved); any other that disagrees is refused
// and logged in PaymentEvent with the reason. A duplicate is logged only when it is the first answer
// heard from its channel (source): anyone holding a valid answer may replay it for ever, and a replay
// from a channel already heard is recognised without the row lock and writes nothing.
import type { Payment, Prisma } from "../db/generated/client";
import type { TPrisma } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { countRefusal, logEvent, type TApplyResult, type TCallbackCaller, type TResponseSource } from "./answer-outcome";
import { loadContribution, lockContribution, markContributionPaid } from "./contributions";
import { receiptDateOf, type TGatewayResponse, type TPaymentStatus } from "./gateway";
import { issueReceipt } from "./receipts";

const STATUS_OF: Record<TPaymentStatus, "success" | "failure" | "aborted"> = {
  SUCCESS: "success",
  FAILURE: "failure",
  ABORTED: "aborted",
};

export type TDecision =
  | { kind: "refuse"; reason: string; status: TApplyResult["status"] }
  /** firstFromSource: no trusted answer had come from this channel before, so this one is logged. */
  | { kind: "duplicate"; status: TApplyResult["status"]; receiptNo: string | null; firstFromSource: boolean }
  | { kind: "applied"; status: TApplyResult["status"]; receiptNo: string | null; reason: string | null };

type TRecorded = Pick<Payment, "status" | "amountPaise" | "currency" | "returnSeenAt" | "notifySeenAt">;

/** Why a decrypted answer is not about this order as recorded (its currency or amount), or null. */
const mismatch = (payment: TRecorded, response: TGatewayResponse): string | null => {
  if (response.currency !== payment.currency)
    return `the currency ${response.currency.slice(0, 8)} is not the order's ${payment.currency}`;
  if (BigInt(response.amountPaise) !== payment.amountPaise)
    return `the amount ${response.amountPaise} paise is not the order's ${payment.amountPaise} paise`;
  return null;
};

/** A decided order agrees with an answer that says what it became (a refunded one was a success). */
const agrees = (payment: TRecorded, response: TGatewayResponse) => {
  const wanted = STATUS_OF[response.status];
  return wanted === payment.status || (wanted === "success" && payment.status === "refunded");
};

/** When the channel was first heard; the sweep is none of the gateway's channels and has no seen time. */
const seenAt = (payment: TRecorded, source: TResponseSource) =>
  source === "return" ? payment.returnSeenAt : source === "notify" ? payment.notifySeenAt : null;

export type TFound = TRecorded & { receipt: { receiptNo: string } | null };

/** The order as recorded, read once without the row lock (null: not one of ours). */
export const readRecorded = (db: Pick<Prisma.TransactionClient, "payment">, orderId: string): Promise<TFound | null> =>
  db.payment.findUnique({
    where: { orderId },
    select: {
      status: true,
      amountPaise: true,
      currency: true,
      returnSeenAt: true,
      notifySeenAt: true,
      receipt: { select: { receiptNo: true } },
    },
  });

/**
 * A replay from a channel already heard, recognised by one read without the row lock. What the read
 * finds stays true under any later change: a decided order only moves from success to refunded, which
 * a success still agrees with, or from failure or aborted to success, after which a replayed failure
 * was already answered as what it was; seen times are never cleared. Anything else (null) goes to
 * the locked decision.
 */
export const knownReplay = (payment: TFound | null, response: TGatewayResponse, source: TResponseSource): TDecision | null => {
  if (!payment || payment.status === "initiated" || seenAt(payment, source) === null) return null;
  if (mismatch(payment, response) !== null || !agrees(payment, response)) return null;
  return { kind: "duplicate", status: payment.status, receiptNo: payment.receipt?.receiptNo ?? null, firstFromSource: false };
};

/**
 * A success that would be recorded (its order pending, failed or abandoned, with its amount and
 * currency) waits for the gateway's confirmation. One about an order that is not ours, or not as
 * recorded, is refused without asking; a paid or refunded order never goes back, so a success
 * about it changes nothing.
 */
export const needsConfirmation = (payment: TFound | null, response: TGatewayResponse): payment is TFound =>
  response.status === "SUCCESS" &&
  payment !== null &&
  mismatch(payment, response) === null &&
  payment.status !== "success" &&
  payment.status !== "refunded";

const decide = async (
  tx: Prisma.TransactionClient,
  response: TGatewayResponse,
  source: TResponseSource,
  now: Date,
): Promise<TDecision> => {
  // The row lock makes the browser return and the notification take turns on one order.
  const locked = await tx.$queryRaw<
    { id: number }[]
  >`SELECT "id" FROM "Payment" WHERE "orderId" = ${response.orderId} FOR UPDATE`;
  const id = locked[0]?.id;
  if (id === undefined) return { kind: "refuse", reason: "the order is not one of ours", status: null };
  const payment = await tx.payment.findUniqueOrThrow({ where: { id }, include: { receipt: { select: { receiptNo: true } } } });
  const wrong = mismatch(payment, response);
  if (wrong !== null) return { kind: "refuse", reason: wrong, status: payment.status };
  const seen =
    source === "return"
      ? { returnSeenAt: payment.returnSeenAt ?? now }
      : source === "notify"
        ? { notifySeenAt: payment.notifySeenAt ?? now }
        : {};
  const wanted = STATUS_OF[response.status];
  // A trusted success after a recorded failure or abandonment (a bank that confirms late, a
  // "Timeout" that went through after all) is applied: the money has moved and needs its receipt.
  const lateSuccess = wanted === "success" && (payment.status === "failure" || payment.status === "aborted");
  if (payment.status !== "initiated" && !lateSuccess) {
    if (!agrees(payment, response))
      return { kind: "refuse", reason: `it says ${wanted} but the order is already ${payment.status}`, status: payment.status };
    // Two first copies from one channel both miss the quick look; the second finds the first's seen time here.
    // A sweep that finds the order decided meanwhile (the gateway's answer came first) changes and logs nothing.
    const firstFromSource = source !== "sweep" && seenAt(payment, source) === null;
    if (firstFromSource) await tx.payment.update({ where: { id }, data: seen });
    return { kind: "duplicate", status: payment.status, receiptNo: payment.receipt?.receiptNo ?? null, firstFromSource };
  }

  const base = {
    ...seen,
    status: wanted,
    completedAt: now,
    gatewayReference: response.gatewayReference?.slice(0, 100) ?? null,
    paymentMode: response.paymentMode?.slice(0, 60) ?? null,
  };
  if (wanted !== "success") {
    const reason = (response.message ?? (wanted === "aborted" ? "Cancelled by the payer" : "Declined by the gateway")).slice(
      0,
      300,
    );
    await tx.payment.update({ where: { id }, data: { ...base, reason } });
    return { kind: "applied", status: wanted, receiptNo: null, reason };
  }
  await lockContribution(tx, payment);
  const contribution = await loadContribution(tx, payment.referenceNo);
  if (contribution.status === "paid") {
    // Paid twice (two checkouts of one pledge both went through): record the money, no second receipt.
    const reason = `Paid twice: ${payment.referenceNo} was already paid by another order; refund due`;
    await tx.payment.update({ where: { id }, data: { ...base, reason } });
    await logEvent(tx, { orderId: payment.orderId, source, outcome: "paid-twice", detail: reason });
    return { kind: "applied", status: "success", receiptNo: null, reason };
  }
  await tx.payment.update({ where: { id }, data: { ...base, reason: null } });
  await markContributionPaid(tx, contribution);
  const receipt = await issueReceipt(tx, {
    paymentId: id,
    contribution,
    amountPaise: Number(payment.amountPaise),
    currency: payment.currency,
    paymentMode: base.paymentMode ?? "Online",
    receivedAt: receiptDateOf(response.paidAt, payment.createdAt, now),
  });
  return { kind: "applied", status: "success", receiptNo: receipt.receiptNo, reason: null };
};

/**
 * Records a trusted answer and says what became of it: `replay` when the quick look already knows
 * it, else decided under the order's row lock, in one transaction with its PaymentEvent. A refusal
 * is logged; one about an order that is not ours counts against the caller (429 past the limit).
 */
export const recordAnswer = async (
  prisma: TPrisma,
  options: {
    response: TGatewayResponse;
    source: TResponseSource;
    now: Date;
    caller?: TCallbackCaller;
    replay?: TDecision | null;
  },
): Promise<TApplyResult> => {
  const { response, source } = options;
  // A burst of answers queues on the receipt counter's lock: the transaction waits for a turn rather
  // than fail after Prisma's 2 s default (P2028, seen with 20 completions at once on a loaded host).
  const decision =
    options.replay ??
    (await prisma.$transaction(async (tx) => {
      const result = await decide(tx, response, source, options.now);
      if (result.kind === "applied" || (result.kind === "duplicate" && result.firstFromSource))
        await logEvent(tx, {
          orderId: response.orderId,
          source,
          outcome: result.kind,
          detail: `${response.status} ${response.gatewayReference ?? ""}`.trim(),
        });
      return result;
    }, WRITE_TRANSACTION));
  if (decision.kind === "refuse") {
    const reason = `Payment response refused: ${decision.reason}`;
    // A refusal about an order of ours (amount, currency, a contradicting result) needs our key: not counted.
    if (decision.status === null) await countRefusal(options.caller);
    await logEvent(prisma, { orderId: response.orderId, source, outcome: "refused", detail: reason });
    return {
      outcome: "refused",
      orderId: decision.status === null ? null : response.orderId,
      status: decision.status,
      reason,
      receiptNo: null,
    };
  }
  return {
    outcome: decision.kind,
    orderId: response.orderId,
    status: decision.status,
    reason: decision.kind === "applied" ? decision.reason : null,
    receiptNo: decision.receiptNo,
  };
};
