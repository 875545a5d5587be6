// What became of a gateway's answer (lib/payments/apply-response.ts, record-answer.ts), and its
// record in PaymentEvent. Anyone may post an answer, so the refusals anyone can cause count against
// the caller's address (RATE_LIMITS.gatewayRefused).
import type { Prisma } from "../db/generated/client";
import type { AppError } from "../http/errors";
import { enforceRateLimit, RATE_LIMITS } from "../http/rate-limit";

/** What the caller is told of every refusal, whatever its reason (logged in PaymentEvent): no padding oracle. */
export const REFUSED_REPLY = "Payment response refused";

/**
 * Where an answer came from: the payer's browser (return), the gateway's server (notify), or the
 * gateway's records asked about a payment left pending (sweep: lib/payments/sweep-unconfirmed.ts).
 */
export type TResponseSource = "return" | "notify" | "sweep";

/**
 * unconfirmed: a success the gateway's records could not confirm yet; nothing changed, the payment
 * stays pending. limited: a refusal past the caller's limit, not logged. failed: the answer could not
 * be applied (a server failure, logged); nothing changed.
 */
export type TApplyOutcome = "applied" | "duplicate" | "refused" | "unconfirmed" | "limited" | "failed";

type TResultFields = {
  /** Our order id when the answer named one we know. */
  orderId: string | null;
  status: "initiated" | "success" | "failure" | "aborted" | "refunded" | null;
  reason: string | null;
  receiptNo: string | null;
};

export type TApplyResult =
  | (TResultFields & { outcome: Exclude<TApplyOutcome, "limited"> })
  /** limit: the 429 (with Retry-After) a server caller is answered. */
  | (TResultFields & { outcome: "limited"; limit: AppError });

/** Who posted an answer over HTTP; the sandbox's own queued notification has no caller and is never limited. */
export type TCallbackCaller = { address: string | null };

/** Counts a refusal anyone could have caused; throws 429 (before it is logged) past the limit. */
export const countRefusal = async (caller: TCallbackCaller | undefined) => {
  if (caller) await enforceRateLimit(RATE_LIMITS.gatewayRefused, caller.address);
};

const MAX_DETAIL = 500;

export const logEvent = async (
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
