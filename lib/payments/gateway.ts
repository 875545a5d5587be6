// The one payment interface (issue 15): a CCAvenue-style driver and the embedded sandbox both
// implement it, so the start / return / notification routes never know which gateway is behind them.
// Amounts are whole paise (integers) everywhere; rupee text exists only at the gateway's edge.
import { AppError } from "../http/errors";
import { istInstant } from "../india-time";
import { parseRupeesText } from "./payment-labels";

export type TPayer = { name: string; email: string; mobile: string };

export type TPaymentOrder = {
  orderId: string;
  amountPaise: number;
  /** ISO 4217, upper case: INR, or the currency a foreign donor pledged in. */
  currency: string;
  payer: TPayer;
  /** Our reference of what is paid for (FCRA-202526-000001), echoed back by the gateway. */
  reference: string;
  returnUrl: string;
  cancelUrl: string;
};

/** Where to send the payer: a URL, and for a hosted checkout the form fields to POST there (encRequest, access_code). */
export type TPaymentStart = { redirectUrl: string; formFields?: Record<string, string> };

export type TPaymentStatus = "SUCCESS" | "FAILURE" | "ABORTED";

/**
 * A gateway's answer, decoded but not yet trusted: the caller still checks that the order is ours
 * and pending and that amountPaise and currency match the record before changing anything.
 */
export type TGatewayResponse = {
  orderId: string;
  status: TPaymentStatus;
  amountPaise: number;
  currency: string;
  gatewayReference: string | null;
  /** Card, net banking, UPI... as the gateway names it. */
  paymentMode: string | null;
  message: string | null;
  /**
   * When the gateway took the payment (its own clock, read as IST), or null when it does not say
   * or says it unreadably: the receipt's date, which decides its financial year (receiptDateOf).
   */
  paidAt: Date | null;
  raw: Record<string, string>;
};

/** CCAvenue's times, in IST: trans_date's dd/MM/yyyy HH:mm:ss and the status API's yyyy-MM-dd HH:mm:ss(.SSS). */
const GATEWAY_TIMES = [
  { pattern: /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/, order: [3, 2, 1] },
  { pattern: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?$/, order: [1, 2, 3] },
] as const;

/** A time as the gateway writes it (IST), or null when absent or not one of its forms. */
export const parseGatewayTime = (text: string | undefined): Date | null => {
  const value = (text ?? "").trim();
  for (const { pattern, order } of GATEWAY_TIMES) {
    const match = pattern.exec(value);
    if (!match) continue;
    const [year, month, day] = order.map((index) => Number(match[index]));
    return istInstant(year!, month!, day!, Number(match[4]), Number(match[5]), Number(match[6]));
  }
  return null;
};

/** A gateway's time may run this far ahead of ours and still be taken as the receipt's date. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The date a success's receipt carries: when the gateway took the money, not when its answer
 * reached us (the sweep may find a payment of 23:59 on 31 March only after midnight, and the
 * receipt's financial year is the payment's). Taken only between the order's start and now (with
 * a few minutes' skew either side); otherwise, or when the gateway gives none, now.
 */
export const receiptDateOf = (paidAt: Date | null, orderStartedAt: Date, now: Date): Date => {
  if (!paidAt) return now;
  const time = paidAt.getTime();
  if (time < orderStartedAt.getTime() - CLOCK_SKEW_MS || time > now.getTime() + CLOCK_SKEW_MS) return now;
  return new Date(Math.min(time, now.getTime()));
};

/** What the gateway's own records, asked server to server, say of a success it answered. */
export type TConfirmation =
  | { kind: "confirmed" }
  /** They say it was not paid, or not with this order, amount or currency: refused. */
  | { kind: "denied"; reason: string }
  /** They could not be asked, or have no answer yet: the payment stays pending. */
  | { kind: "unconfirmed"; reason: string };

/** What the gateway's own records say of an order no confirmed answer has decided (asked by its order id). */
export type TOrderLookup =
  /** They decide it: the answer the gateway would have sent, trusted (it came from the gateway, server to server). */
  | { kind: "decided"; response: TGatewayResponse }
  /** Not decided there yet, or no record of it: ask again later. */
  | { kind: "undecided"; reason: string }
  /**
   * The API refused the request (CCAvenue's status=1): most often our credentials or address,
   * which every request meets, but it may be about this order.
   */
  | { kind: "refused"; reason: string }
  /** The records could not be asked at all: no use asking about other orders now. */
  | { kind: "unavailable"; reason: string };

export type TPaymentGateway = {
  startPayment: (order: TPaymentOrder) => Promise<TPaymentStart>;
  /** Decodes (and for CCAvenue decrypts) a browser return or server-to-server notification body; throws if it cannot. */
  parseResponse: (body: Record<string, string>) => Promise<TGatewayResponse>;
  /**
   * Asks the gateway whether a success it answered was paid, before it is recorded. CCAvenue's
   * answers can be forged from the payer's own encRequest (one key both ways, no MAC); the
   * sandbox has no such API and receipts only test payments.
   */
  confirmSuccess?: (response: TGatewayResponse) => Promise<TConfirmation>;
  /** Asks the gateway's records about a payment left pending (lib/payments/sweep-unconfirmed.ts); CCAvenue only. */
  lookUpOrder?: (orderId: string) => Promise<TOrderLookup>;
};

/** 123450 -> "1234.50", the gateway's amount field. BigInt keeps it exact: no floating point. */
export const paiseToRupeesText = (paise: number): string => {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`amount must be a whole, non-negative number of paise: ${paise}`);
  const whole = BigInt(paise);
  return `${whole / 100n}.${(whole % 100n).toString().padStart(2, "0")}`;
};

/** "1234.5" -> 123450. Strict: digits with at most two decimals, nothing else (no sign, spaces, commas or exponent). */
export const rupeesTextToPaise = (text: string): number => {
  const paise = parseRupeesText(text);
  if (paise === null)
    throw new AppError("BAD_REQUEST", `amount: "${text.slice(0, 40)}" is not a rupee amount with at most 2 decimals`);
  if (paise > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError("BAD_REQUEST", "amount: too large");
  return Number(paise);
};
