// The gateway's answer, from the payer's browser (return) or server to server (notify), in either
// order and any number of times. It is trusted only after: it decrypts under our working key, it
// names an order of ours, its amount and currency are the order's. What a trusted answer does to
// the order is lib/payments/record-answer.ts; any refused answer changes nothing and is logged in
// PaymentEvent with the reason.
//
// With CCAvenue that is not enough for a success: the payer holds ciphertext under the same key
// (their encRequest) and can splice a readable "Success" from it, so a success that would be
// recorded is first confirmed server to server (lib/payments/ccavenue-status.ts). One CCAvenue
// denies is refused; one it cannot confirm yet changes nothing and is "unconfirmed" (pending).
//
// Anyone may post here, so the refusals anyone can cause (a body that does not decrypt or cannot be
// read, an order that is not ours) count against the caller's address; past RATE_LIMITS.gatewayRefused
// they are not logged, and are "limited" (notify answers 429). Trusted answers are checked first and never count,
// so a limited address (a shared office network, the gateway's own server) is still heard.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { countRefusal, logEvent, type TApplyResult, type TCallbackCaller, type TResponseSource } from "./answer-outcome";
import { getPaymentGateway } from "./config";
import type { TGatewayResponse } from "./gateway";
import { ORDER_ID_PATTERN } from "./payment-labels";
import { knownReplay, needsConfirmation, readRecorded, recordAnswer } from "./record-answer";

export { REFUSED_REPLY } from "./answer-outcome";
export type { TApplyOutcome, TApplyResult, TCallbackCaller, TResponseSource } from "./answer-outcome";

type TApplyOptions = {
  source: TResponseSource;
  body: Record<string, string>;
  origin: string;
  caller?: TCallbackCaller;
  now?: Date;
};

const verifyAndRecord = async (options: TApplyOptions, claimedOrder: string | null): Promise<TApplyResult> => {
  const { source, body } = options;
  const prisma = await getDb();
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
  return recordAnswer(prisma, { response, source, now: options.now ?? new Date(), caller: options.caller, replay });
};

/**
 * An answer that could not be applied (the database unavailable, a transaction that timed out, a
 * contribution missing): nothing was recorded, the transaction rolled back. Logged with its error,
 * and in PaymentEvent when the database takes it; the gateway's next answer, or the sweep of
 * unconfirmed CCAvenue payments, tries again.
 */
const reportFailure = async (options: TApplyOptions, claimedOrder: string | null, error: unknown): Promise<TApplyResult> => {
  const what = `the gateway's answer (${options.source}, order ${claimedOrder ?? "not named"}) could not be applied`;
  console.error(`[payments] ${what}`, error);
  const detail = `The answer could not be applied: ${error instanceof Error ? error.message : String(error)}`;
  try {
    await logEvent(await getDb(), { orderId: claimedOrder, source: options.source, outcome: "failed", detail });
  } catch {
    // The database that failed the answer may fail its log too; the console has it.
  }
  return { outcome: "failed", orderId: claimedOrder, status: null, reason: detail, receiptNo: null };
};

/**
 * Decodes, verifies and applies one gateway answer. A body without encResp is a 400 that is not
 * logged or counted (it is not a gateway's, and costs neither a decryption nor the database); every
 * other refusal is logged and answered as outcome "refused", or "limited" (not logged) when it is
 * counted past the limit. Nothing else is thrown: a failure to apply the answer is outcome "failed".
 * An answer that was not read (limited, failed) names only the order the body claims (orderNo),
 * when it has our orders' shape.
 */
export const applyGatewayResponse = async (options: TApplyOptions): Promise<TApplyResult> => {
  const { body } = options;
  if (typeof body.encResp !== "string" || body.encResp === "")
    throw new AppError("BAD_REQUEST", "encResp: the gateway's encrypted response is missing", {
      fields: [{ field: "encResp", message: "is missing" }],
    });
  const claimedOrder = typeof body.orderNo === "string" && ORDER_ID_PATTERN.test(body.orderNo) ? body.orderNo : null;
  try {
    return await verifyAndRecord(options, claimedOrder);
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS")
      return { outcome: "limited", orderId: claimedOrder, status: null, reason: error.message, receiptNo: null, limit: error };
    return reportFailure(options, claimedOrder, error);
  }
};
