// The CCAvenue-style hosted checkout (issue 15). The payer is sent to the checkout with the order
// encrypted under the merchant's working key (encRequest, access_code); the gateway answers, to the
// payer's browser and server to server, with encResp, the result encrypted under the same key.
// The sandbox (lib/payments/sandbox.ts) is this same driver with the portal's own checkout.
import { AppError } from "../http/errors";
import { buildCcavenueRequest, decryptCcavenue, encryptCcavenue, parseCcavenueResponse } from "./ccavenue-crypto";
import {
  paiseToRupeesText,
  rupeesTextToPaise,
  type TGatewayResponse,
  type TPaymentGateway,
  type TPaymentStatus,
} from "./gateway";

export type TCcavenueConfig = { merchantId: string; accessCode: string; workingKey: string; checkoutUrl: string };

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

/** A decrypted response record -> the gateway's answer, still untrusted (the caller checks it against our record). */
export const toGatewayResponse = (fields: Record<string, string>): TGatewayResponse => {
  const orderId = fields.order_id ?? "";
  if (!orderId) throw refused("it names no order");
  const status = STATUSES[fields.order_status ?? ""];
  if (!status) throw refused(`order_status "${(fields.order_status ?? "").slice(0, 20)}" is not one we know`);
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
    raw: fields,
  };
};

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
});
