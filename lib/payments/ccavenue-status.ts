// CCAvenue's order status API ("orderStatusTracker"), asked server to server before a Success is
// recorded. An encResp proves only that its bytes decrypt under our key, and the payer holds
// ciphertext under that same key (their encRequest), so a Success counts only once CCAvenue's own
// records, over TLS, say the order was paid, with the answer's amount and currency.
//
// The call: POST enc_request (our JSON {order_no, reference_no}, encrypted as encRequest is),
// access_code, command, request_type, response_type, version; the reply is form-encoded,
// status=0&enc_response=<hex> whose decryption is the order's JSON record (order_no, reference_no,
// order_status, order_amt, order_currncy, ...), or status=1 with the reason in clear.
//
// The same API is asked, by order id alone, about payments no confirmed answer has decided
// (lookUpCcavenueOrder, for the sweep in lib/payments/sweep-unconfirmed.ts).
import { decryptCcavenue, encryptCcavenue } from "./ccavenue-crypto";
import { parseGatewayTime, rupeesTextToPaise, type TConfirmation, type TGatewayResponse, type TOrderLookup } from "./gateway";

export type TStatusApiConfig = { apiUrl: string; accessCode: string; workingKey: string };

/** order_status values of a paid order. */
const PAID = new Set(["Successful", "Shipped"]);
/** Not decided at CCAvenue yet: the bank may still confirm it. */
const UNDECIDED = new Set(["Awaited", "Initiated"]);
/** order_status values of an order the payer or CCAvenue cancelled; any other one not paid nor undecided is a failure. */
const CANCELLED = new Set(["Aborted", "Cancelled", "Auto-Cancelled"]);

/** CCAvenue's tracking_id (reference_no): its payment reference, a number (12 digits today). */
export const TRACKING_ID = /^\d{1,20}$/;

/** The payer's browser waits for this call; CCAvenue answers in well under a second. */
const TIMEOUT_MS = 15_000;

const unconfirmed = (reason: string): TConfirmation => ({ kind: "unconfirmed", reason: `CCAvenue's order status ${reason}` });
const denied = (reason: string): TConfirmation => ({ kind: "denied", reason: `CCAvenue's order status ${reason}` });

const clip = (value: unknown, max = 40) => String(value ?? "").slice(0, max);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The reply's fields: form-encoded as documented, or a JSON object. */
const replyFields = (text: string): Record<string, string> => {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (isRecord(parsed))
        return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, clip(value, 100_000)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
};

/** The decrypted JSON record of the order (the older versions wrap it in Order_Status_Result), or null. */
const orderRecord = (encResponse: string, workingKey: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(decryptCcavenue(encResponse.trim(), workingKey));
    if (!isRecord(parsed)) return null;
    return isRecord(parsed.Order_Status_Result) ? parsed.Order_Status_Result : parsed;
  } catch {
    return null;
  }
};

const amountPaiseOf = (value: unknown): number | null => {
  if (typeof value !== "number" && typeof value !== "string") return null;
  try {
    return rupeesTextToPaise(String(value).trim());
  } catch {
    return null;
  }
};

const currencyOf = (record: Record<string, unknown>) =>
  clip(record.order_currncy ?? record.order_currency, 8)
    .trim()
    .toUpperCase();

/**
 * What the API gave: the order's record; no record of it (per order); a refusal of the request
 * itself (status=1: our access code, working key or address, or the request's fields); or nothing
 * usable (the API did not answer, or not readably).
 */
type TRecordReply =
  | { kind: "record"; record: Record<string, unknown> }
  | { kind: "no-record"; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "unavailable"; reason: string };

const unavailable = (reason: string): TRecordReply => ({ kind: "unavailable", reason: `CCAvenue's order status ${reason}` });

const ask = async (config: TStatusApiConfig, request: { order_no: string; reference_no?: string }): Promise<TRecordReply> => {
  let text: string;
  try {
    const reply = await fetch(config.apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "*/*" },
      body: new URLSearchParams({
        enc_request: encryptCcavenue(JSON.stringify(request), config.workingKey),
        access_code: config.accessCode,
        command: "orderStatusTracker",
        request_type: "JSON",
        response_type: "JSON",
        version: "1.2",
      }),
      cache: "no-store",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!reply.ok) return unavailable(`API answered HTTP ${reply.status}`);
    text = await reply.text();
  } catch (error) {
    return unavailable(`API did not answer (${clip(error instanceof Error ? error.message : error, 120)})`);
  }
  const fields = replyFields(text);
  if (fields.status !== "0")
    return {
      kind: "refused",
      reason:
        `CCAvenue's order status API refused the request (status ${clip(fields.status, 8)}: ${clip(fields.enc_response, 120)} ${clip(fields.enc_error_code, 20)})`.trim(),
    };
  const record = orderRecord(fields.enc_response ?? "", config.workingKey);
  if (!record) return unavailable("API's answer does not decrypt to a JSON record");
  if (clip(record.status ?? "0") !== "0" || clip(record.error_code) !== "")
    return {
      kind: "no-record",
      reason:
        `CCAvenue's order status API has no record to give (${clip(record.error_code, 20)} ${clip(record.error_desc, 120)})`.trim(),
    };
  return { kind: "record", record };
};

/**
 * Whether CCAvenue's records confirm `response`, a Success: "confirmed" only for a paid order with
 * this order id, tracking id, amount and currency; "denied" when they say otherwise; "unconfirmed"
 * when the API could not be asked or has no answer yet (the payment stays pending).
 */
export const confirmCcavenueSuccess = async (config: TStatusApiConfig, response: TGatewayResponse): Promise<TConfirmation> => {
  const reply = await ask(config, { order_no: response.orderId, reference_no: response.gatewayReference ?? "" });
  if (reply.kind !== "record") return { kind: "unconfirmed", reason: reply.reason };
  const { record } = reply;
  if (clip(record.order_no, 64) !== response.orderId) return denied(`names another order, ${clip(record.order_no, 30)}`);
  if (record.reference_no != null && clip(record.reference_no) !== (response.gatewayReference ?? ""))
    return denied(`knows the order by the tracking id ${clip(record.reference_no, 20)}, not ${response.gatewayReference ?? ""}`);
  const status = clip(record.order_status);
  if (UNDECIDED.has(status)) return unconfirmed(`is still "${status}"`);
  if (!PAID.has(status)) return denied(`is "${status}", not paid`);
  const amountPaise = amountPaiseOf(record.order_amt);
  if (amountPaise === null) return unconfirmed(`gives an amount we cannot read, "${clip(record.order_amt, 20)}"`);
  if (amountPaise !== response.amountPaise)
    return denied(`says ${amountPaise} paise were paid, not the answer's ${response.amountPaise}`);
  const currency = currencyOf(record);
  if (!currency) return unconfirmed("gives no currency");
  if (currency !== response.currency) return denied(`gives the currency "${currency}", not the answer's ${response.currency}`);
  return { kind: "confirmed" };
};

/**
 * What CCAvenue's records say of an order no confirmed answer has decided, asked by its order id
 * alone: "decided" with the answer CCAvenue would have sent (a success, with its tracking id, amount
 * and currency, for a paid order; a cancellation or failure for one it will not pay, with its
 * order_status as the reason); "undecided" when it is still Awaited or Initiated there, or has no
 * record; "refused" when the API refused the request; "unavailable" when it could not be asked.
 */
export const lookUpCcavenueOrder = async (config: TStatusApiConfig, orderId: string): Promise<TOrderLookup> => {
  const reply = await ask(config, { order_no: orderId });
  if (reply.kind === "unavailable" || reply.kind === "refused") return reply;
  if (reply.kind === "no-record") return { kind: "undecided", reason: reply.reason };
  const { record } = reply;
  const undecided = (reason: string): TOrderLookup => ({ kind: "undecided", reason: `CCAvenue's order status ${reason}` });
  if (clip(record.order_no, 64) !== orderId) return undecided(`names another order, ${clip(record.order_no, 30)}`);
  const status = clip(record.order_status);
  if (!status) return undecided("gives no order_status");
  if (UNDECIDED.has(status)) return undecided(`is still "${status}"`);
  const amountPaise = amountPaiseOf(record.order_amt);
  const currency = currencyOf(record);
  if (amountPaise === null || !currency)
    return undecided(`gives no amount and currency we can read ("${clip(record.order_amt, 20)}", "${currency}")`);
  const trackingId = clip(record.reference_no, 21);
  const paid = PAID.has(status);
  if (paid && !TRACKING_ID.test(trackingId)) return undecided(`gives a paid order without its tracking id`);
  return {
    kind: "decided",
    response: {
      orderId,
      status: paid ? "SUCCESS" : CANCELLED.has(status) ? "ABORTED" : "FAILURE",
      amountPaise,
      currency,
      gatewayReference: TRACKING_ID.test(trackingId) ? trackingId : null,
      paymentMode: clip(record.order_card_name, 60) || null,
      message: paid ? null : `CCAvenue's records show this payment as "${clip(status, 30)}"`,
      // When the order reached its status (paid); the order's own time if that is missing.
      paidAt: parseGatewayTime(clip(record.order_status_date_time)) ?? parseGatewayTime(clip(record.order_date_time)),
      raw: {},
    },
  };
};
