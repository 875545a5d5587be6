// The gateway's answer, from the payer's browser (return) or server to server (notify), in either
// order and any number of times. It is trusted only after: it decrypts under our working key, it
// names an order of ours, its amount and currency are the order's. The first trusted answer for a
// pending order decides it (success: the contribution is paid and the receipt numbered, in one
// transaction); a later one that agrees changes nothing (duplicate); a success after a failure or
// an abandonment is applied (the money has moved); any other that disagrees, or any refused
// answer, changes nothing and is logged in PaymentEvent with the reason. A duplicate is
// logged only when it is the first answer heard from its channel (source): anyone holding a valid
// answer may replay it for ever, and a replay from a channel already heard is recognised without
// the row lock and writes nothing.
//
// With CCAvenue that is not enough for a success: the payer holds ciphertext under the same key
// (their encRequest) and can splice a readable "Success" from it, so a success that would be
// recorded is first confirmed server to server (lib/payments/ccavenue-status.ts). One CCAvenue
// denies is refused; one it cannot confirm yet changes nothing and is "unconfirmed" (pending).
//
// Anyone may post here, so the refusals anyone can cause (a body that does not decrypt or cannot be
// read, an order that is not ours) count against the caller's address; past RATE_LIMITS.gatewayRefused
// they are answered 429 instead of being logged. Trusted answers are checked first and never count,
// so a limited address (a shared office network, the gateway's own server) is still heard.
import { getDb } from "../db/client";
import type { Payment, Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { enforceRateLimit, RATE_LIMITS } from "../http/rate-limit";
import { getPaymentGateway } from "./config";
import { loadContribution, lockContribution, markContributionPaid } from "./contributions";
import type { TGatewayResponse, TPaymentStatus } from "./gateway";
import { ORDER_ID_PATTERN } from "./payment-labels";
import { issueReceipt } from "./receipts";
import { WRITE_TRANSACTION } from "../db/write-transaction";

/** What the caller is told of every refusal, whatever its reason (logged in PaymentEvent): no padding oracle. */
export const REFUSED_REPLY = "Payment response refused";

export type TResponseSource = "return" | "notify";
/** unconfirmed: a success the gateway's records could not confirm yet; nothing changed, the payment stays pending. */
export type TApplyOutcome = "applied" | "duplicate" | "refused" | "unconfirmed";

export type TApplyResult = {
  outcome: TApplyOutcome;
  /** Our order id when the answer named one we know. */
  orderId: string | null;
  status: "initiated" | "success" | "failure" | "aborted" | "refunded" | null;
  reason: string | null;
  receiptNo: string | null;
};

const STATUS_OF: Record<TPaymentStatus, "success" | "failure" | "aborted"> = {
  SUCCESS: "success",
  FAILURE: "failure",
  ABORTED: "aborted",
};

const MAX_DETAIL = 500;

/** Who posted an answer over HTTP; the sandbox's own queued notification has no caller and is never limited. */
export type TCallbackCaller = { address: string | null };

/** Counts a refusal anyone could have caused; throws 429 (before it is logged) past the limit. */
const countRefusal = async (caller: TCallbackCaller | undefined) => {
  if (caller) await enforceRateLimit(RATE_LIMITS.gatewayRefused, caller.address);
};

const logEvent = async (
  db: Pick<Prisma.TransactionClient, "paymentEvent">,
  event: { orderId: string | null; source: TResponseSource; outcome: TApplyOutcome | "paid-twice"; detail: string },
) => {
  await db.paymentEvent.create({
    data: {
      orderId: event.orderId?.slice(0, 64) ?? null,
      source: event.source,
      outcome: event.outcome,
      detail: event.detail.slice(0, MAX_DETAIL),
    },
  });
};

type TDecision =
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

const seenAt = (payment: TRecorded, source: TResponseSource) =>
  source === "return" ? payment.returnSeenAt : payment.notifySeenAt;

/**
 * A replay from a channel already heard, recognised by one read without the row lock. What the read
 * finds stays true under any later change: a decided order only moves from success to refunded, which
 * a success still agrees with, or from failure or aborted to success, after which a replayed failure
 * was already answered as what it was; seen times are never cleared. Anything else (null) goes to
 * the locked decision.
 */
const knownReplay = (payment: TFound | null, response: TGatewayResponse, source: TResponseSource): TDecision | null => {
  if (!payment || payment.status === "initiated" || seenAt(payment, source) === null) return null;
  if (mismatch(payment, response) !== null || !agrees(payment, response)) return null;
  return { kind: "duplicate", status: payment.status, receiptNo: payment.receipt?.receiptNo ?? null, firstFromSource: false };
};

type TFound = TRecorded & { receipt: { receiptNo: string } | null };

/** The order as recorded, read once without the row lock (null: not one of ours). */
const readRecorded = (db: Pick<Prisma.TransactionClient, "payment">, orderId: string): Promise<TFound | null> =>
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
 * A success that would be recorded (its order pending, failed or abandoned, with its amount and
 * currency) waits for the gateway's confirmation. One about an order that is not ours, or not as
 * recorded, is refused without asking; a paid or refunded order never goes back, so a success
 * about it changes nothing.
 */
const needsConfirmation = (payment: TFound | null, response: TGatewayResponse): payment is TFound =>
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
    source === "return" ? { returnSeenAt: payment.returnSeenAt ?? now } : { notifySeenAt: payment.notifySeenAt ?? now };
  const wanted = STATUS_OF[response.status];
  // A trusted success after a recorded failure or abandonment (a bank that confirms late, a
  // "Timeout" that went through after all) is applied: the money has moved and needs its receipt.
  const lateSuccess = wanted === "success" && (payment.status === "failure" || payment.status === "aborted");
  if (payment.status !== "initiated" && !lateSuccess) {
    if (!agrees(payment, response))
      return { kind: "refuse", reason: `it says ${wanted} but the order is already ${payment.status}`, status: payment.status };
    // Two first copies from one channel both miss the quick look; the second finds the first's seen time here.
    const firstFromSource = seenAt(payment, source) === null;
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
    receivedAt: now,
  });
  return { kind: "applied", status: "success", receiptNo: receipt.receiptNo, reason: null };
};

/**
 * Decodes, verifies and applies one gateway answer. A body without encResp is a 400 that is not
 * logged or counted (it is not a gateway's, and costs neither a decryption nor the database); every
 * other refusal is logged and answered as outcome "refused", or 429 when it is counted past the limit.
 */
export const applyGatewayResponse = async (options: {
  source: TResponseSource;
  body: Record<string, string>;
  origin: string;
  caller?: TCallbackCaller;
  now?: Date;
}): Promise<TApplyResult> => {
  const { source, body } = options;
  const now = options.now ?? new Date();
  if (typeof body.encResp !== "string" || body.encResp === "")
    throw new AppError("BAD_REQUEST", "encResp: the gateway's encrypted response is missing", {
      fields: [{ field: "encResp", message: "is missing" }],
    });
  const prisma = await getDb();
  const claimedOrder = typeof body.orderNo === "string" && ORDER_ID_PATTERN.test(body.orderNo) ? body.orderNo : null;
  const gateway = getPaymentGateway(options.origin);
  let response: TGatewayResponse;
  try {
    response = await gateway.parseResponse(body);
  } catch (error) {
    const reason = error instanceof AppError ? error.message : "it could not be read";
    await countRefusal(options.caller);
    await logEvent(prisma, { orderId: claimedOrder, source, outcome: "refused", detail: reason });
    return { outcome: "refused", orderId: claimedOrder, status: null, reason, receiptNo: null };
  }
  if (!ORDER_ID_PATTERN.test(response.orderId)) {
    const reason = "Payment response refused: the order is not one of ours";
    await countRefusal(options.caller);
    await logEvent(prisma, { orderId: response.orderId, source, outcome: "refused", detail: reason });
    return { outcome: "refused", orderId: null, status: null, reason, receiptNo: null };
  }
  // A burst of answers queues on the receipt counter's lock: the transaction waits for a turn rather
  // than fail after Prisma's 2 s default (P2028, seen with 20 completions at once on a loaded host).
  const recorded = await readRecorded(prisma, response.orderId);
  const replay = knownReplay(recorded, response, source);
  // Asked outside the transaction: no row lock is held while the gateway answers.
  if (!replay && gateway.confirmSuccess && needsConfirmation(recorded, response)) {
    const confirmation = await gateway.confirmSuccess(response);
    if (confirmation.kind !== "confirmed") {
      // Anyone holding a forged answer can cause this (and one call to the gateway): counted.
      await countRefusal(options.caller);
      const pending = confirmation.kind === "unconfirmed";
      const reason = `${pending ? "Payment response not confirmed yet" : "Payment response refused"}: ${confirmation.reason}`;
      const outcome = pending ? "unconfirmed" : "refused";
      await logEvent(prisma, { orderId: response.orderId, source, outcome, detail: reason });
      return { outcome, orderId: response.orderId, status: recorded.status, reason, receiptNo: null };
    }
  }
  const decision =
    replay ??
    (await prisma.$transaction(async (tx) => {
      const result = await decide(tx, response, source, now);
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
