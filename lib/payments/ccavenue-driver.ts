// The CCAvenue-style hosted checkout (issue 15). The payer is sent to the checkout with the order
// encrypted under the merchant's working key (encRequest, access_code); the gateway answers, to the
// payer's browser and server to server, with encResp, the result encrypted under the same key.
// The sandbox (lib/payments/sandbox.ts) is this same driver with the portal's own checkout.
import { AppError } from "../http/errors";
import { buildCcavenueRequest, decryptCcavenue, encryptCcavenue, parseCcavenueResponse } from "./ccavenue-crypto";
import { confirmCcavenueSuccess, lookUpCcavenueOrder, TRACKING_ID } from "./ccavenue-status";
import {
  paiseToRupeesText,
  parseGatewayTime,
  rupeesTextToPaise,
  type TGatewayResponse,
  type TPaymentGateway,
  type TPaymentStatus,
} from "./gateway";

export type TCcavenueConfig = {
  merchantId: string;
  accessCode: string;
  workingKey: string;
  checkoutUrl: string;
  /** CCAvenue's order status API, which confirms every Success before it is recorded; the sandbox has none. */
  apiUrl?: string;
};

/** order_status as CCAvenue sends it -> ours. "Invalid" and "Timeout" are failures; anything else is refused. */
const STATUSES: Record<string, TPaymentStatus> = {
  Success: "SUCCESS",
  Failure: "FAILURE",
  Aborted: "ABORTED",
  Invalid: "FAILURE",
  Timeout: "FAILURE",
};

const refused = (reason: string) => new AppError("BAD_REQUEST", `Payment response refused: ${reason}`);

/** The request fields of an order, in the kit's order. */
export const ccavenueRequestFields = (config: TCcavenueConfig, order: Parameters<TPaymentGateway["startPayment"]>[0]) => ({
  merchant_id: config.merchantId,
  order_id: order.orderId,
  currency: order.currency,
  amount: paiseToRupeesText(order.amountPaise),
  redirect_url: order.returnUrl,
  cancel_url: order.cancelUrl,
  language: "EN",
  billing_name: order.payer.name,
  billing_email: order.payer.email,
  billing_tel: order.payer.mobile,
  merchant_param1: order.reference,
});

/**
 * Fields only our request carries, never CCAvenue's answer. The payer knows their encRequest's
 * plaintext and the answer shares its key, IV and lack of a MAC, so blocks of a request can be
 * rearranged into a readable "answer"; its first block is always the request's own merchant_id=.
 */
const REQUEST_ONLY_FIELDS = ["merchant_id", "redirect_url", "cancel_url", "language"] as const;

/** A decrypted response record -> the gateway's answer, still untrusted (the caller checks it against our record). */
export const toGatewayResponse = (fields: Record<string, string>): TGatewayResponse => {
  const requestOnly = REQUEST_ONLY_FIELDS.filter((name) => name in fields);
  if (requestOnly.length > 0) throw refused(`it carries the request's own ${requestOnly.join(", ")}`);
  const orderId = fields.order_id ?? "";
  if (!orderId) throw refused("it names no order");
  const status = STATUSES[fields.order_status ?? ""];
  if (!status) throw refused(`order_status "${(fields.order_status ?? "").slice(0, 20)}" is not one we know`);
  // Every payment CCAvenue takes has its tracking_id (the status API is asked about it).
  if (status === "SUCCESS" && !TRACKING_ID.test(fields.tracking_id ?? ""))
    throw refused("a Success without CCAvenue's tracking_id");
  const amountText = fields.amount ?? "";
  if (!amountText) throw refused("it carries no amount");
  return {
    orderId,
    status,
    amountPaise: rupeesTextToPaise(amountText),
    currency: (fields.currency ?? "").toUpperCase(),
    gatewayReference: fields.tracking_id || null,
    paymentMode: fields.payment_mode || null,
    message: fields.failure_message || fields.status_message || null,
    paidAt: parseGatewayTime(fields.trans_date),
    raw: fields,
  };
};

/** The calls to CCAvenue's order status API; the sandbox has none. */
const statusApi = (config: TCcavenueConfig & { apiUrl: string }): Pick<TPaymentGateway, "confirmSuccess" | "lookUpOrder"> => ({
  confirmSuccess: (response) => confirmCcavenueSuccess(config, response),
  lookUpOrder: (orderId) => lookUpCcavenueOrder(config, orderId),
});

export const createCcavenueGateway = (config: TCcavenueConfig): TPaymentGateway => ({
  startPayment: async (order) => {
    const encRequest = encryptCcavenue(buildCcavenueRequest(ccavenueRequestFields(config, order)), config.workingKey);
    const formFields = { encRequest, access_code: config.accessCode };
    const url = new URL(config.checkoutUrl);
    for (const [name, value] of Object.entries(formFields)) url.searchParams.set(name, value);
    return { redirectUrl: url.toString(), formFields };
  },
  parseResponse: async (body) => {
    const encResp = body.encResp;
    if (typeof encResp !== "string" || !encResp) throw refused("encResp is missing");
    const response = toGatewayResponse(parseCcavenueResponse(decryptCcavenue(encResp, config.workingKey)));
    // CCAvenue also posts orderNo in clear beside encResp; when present it must be the same order.
    if (body.orderNo && body.orderNo !== response.orderId) throw refused("orderNo and the encrypted order id differ");
    return response;
  },
  ...(config.apiUrl ? statusApi({ ...config, apiUrl: config.apiUrl }) : {}),
});
