// The sandbox gateway (issue 15), the embedded default: the portal's own hosted checkout at
// /paymentgateway/sandbox. It reads the order the payer brings (encRequest under the sandbox's
// working key), lets the tester pay, fail or abandon, and answers exactly as CCAvenue does: encResp
// posted back by the payer's browser to the order's redirect_url, and the same encResp sent server
// to server through the job queue (the notification), so the response path is the real driver's.
import { randomInt } from "node:crypto";
import { z } from "zod";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { enqueueJob, type TJobDefinition } from "../jobs/queue";
import { buildCcavenueRequest, decryptCcavenue, encryptCcavenue, parseCcavenueResponse } from "./ccavenue-crypto";
import { applyGatewayResponse } from "./apply-response";
import { gatewayConfig, gatewayKind, SANDBOX_ACCESS_CODE, SANDBOX_MERCHANT_ID } from "./config";
import { STATUS_LABELS } from "./payment-labels";

export const SANDBOX_OUTCOMES = ["pay", "fail", "abandon"] as const;
export type TSandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const SANDBOX_NOTIFY_JOB = "payments.sandbox-notify";

export type TSandboxOrder = {
  orderId: string;
  amount: string;
  currency: string;
  payerName: string;
  payerEmail: string;
  reference: string;
  redirectUrl: string;
  cancelUrl: string;
};

const notFound = () => new AppError("NOT_FOUND", "The sandbox checkout is off: this site takes payments through CCAvenue");

/** The order a payer brings to the sandbox checkout; 400 when it is not one the portal made. */
export const readSandboxOrder = (encRequest: string, accessCode: string, origin: string): TSandboxOrder => {
  if (gatewayKind() !== "sandbox") throw notFound();
  if (accessCode !== SANDBOX_ACCESS_CODE) throw new AppError("BAD_REQUEST", "access_code: not the sandbox's access code");
  let fields: Record<string, string>;
  try {
    fields = parseCcavenueResponse(decryptCcavenue(encRequest, gatewayConfig(origin).workingKey));
  } catch {
    throw new AppError("BAD_REQUEST", "encRequest: this is not an order the portal made");
  }
  if (fields.merchant_id !== SANDBOX_MERCHANT_ID)
    throw new AppError("BAD_REQUEST", "encRequest: not the sandbox merchant's order");
  const order = {
    orderId: fields.order_id ?? "",
    amount: fields.amount ?? "",
    currency: fields.currency ?? "",
    payerName: fields.billing_name ?? "",
    payerEmail: fields.billing_email ?? "",
    reference: fields.merchant_param1 ?? "",
    redirectUrl: fields.redirect_url ?? "",
    cancelUrl: fields.cancel_url ?? "",
  };
  // The sandbox answers only to this site: never a way to post forged answers to another one.
  for (const url of [order.redirectUrl, order.cancelUrl]) {
    if (!URL.canParse(url) || new URL(url).origin !== new URL(origin).origin)
      throw new AppError("BAD_REQUEST", "encRequest: the return address is not this site's");
  }
  if (!order.orderId || !order.amount || !order.currency)
    throw new AppError("BAD_REQUEST", "encRequest: the order is incomplete");
  return order;
};

/** CCAvenue's trans_date, dd/MM/yyyy HH:mm:ss in IST. */
const TRANS_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The response record CCAvenue would send for this outcome. */
const responseFields = (order: TSandboxOrder, outcome: TSandboxOutcome, now: Date) => {
  const status = outcome === "pay" ? "Success" : outcome === "fail" ? "Failure" : "Aborted";
  return {
    order_id: order.orderId,
    tracking_id: outcome === "abandon" ? "" : String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999)),
    bank_ref_no: outcome === "pay" ? `SBX${randomInt(100_000, 999_999)}` : "",
    order_status: status,
    failure_message: outcome === "fail" ? "Sandbox: the card was declined" : "",
    payment_mode: outcome === "abandon" ? "" : "Sandbox card",
    card_name: outcome === "abandon" ? "" : "Sandbox Visa",
    status_code: "",
    status_message:
      outcome === "pay" ? "Approved (sandbox)" : outcome === "fail" ? "Declined (sandbox)" : "Cancelled by the payer",
    currency: order.currency,
    amount: order.amount,
    billing_name: order.payerName,
    billing_email: order.payerEmail,
    merchant_param1: order.reference,
    trans_date: TRANS_DATE.format(now).replace(",", ""),
  };
};

/**
 * The tester's choice -> where the browser posts back and what, as CCAvenue's own page would; and the
 * server-to-server notification queued (a minute later for "notify after the return", or at once).
 */
export const decideSandboxPayment = async (options: {
  encRequest: string;
  accessCode: string;
  outcome: TSandboxOutcome;
  origin: string;
  now?: Date;
  /** Seconds until the notification runs; default 0 (the worker picks it up on its next turn). */
  notifyDelaySeconds?: number;
}): Promise<{ action: string; fields: Record<string, string> }> => {
  const order = readSandboxOrder(options.encRequest, options.accessCode, options.origin);
  // An order the gateway has answered is closed, as at CCAvenue: a second choice (the Back button)
  // would only be refused on the way back, and each would queue one more notification.
  const payment = await (await getDb()).payment.findUnique({ where: { orderId: order.orderId }, select: { status: true } });
  if (!payment) throw new AppError("NOT_FOUND", "encRequest: this order is not one of ours");
  if (payment.status !== "initiated")
    throw new AppError(
      "CONFLICT",
      `This order is already ${STATUS_LABELS[payment.status].toLowerCase()}: go back to the donation to pay again`,
    );
  const now = options.now ?? new Date();
  const key = gatewayConfig(options.origin).workingKey;
  const encResp = encryptCcavenue(buildCcavenueRequest(responseFields(order, options.outcome, now)), key);
  const fields = { encResp, orderNo: order.orderId };
  await enqueueJob(
    SANDBOX_NOTIFY_JOB,
    { ...fields, origin: options.origin },
    { runAt: new Date(now.getTime() + (options.notifyDelaySeconds ?? 0) * 1000), maxAttempts: 3 },
  );
  return { action: options.outcome === "abandon" ? order.cancelUrl : order.redirectUrl, fields };
};

const ZNotify = z.object({ encResp: z.string(), orderNo: z.string(), origin: z.string() });

/** The sandbox's notification: the same body a CCAvenue notification carries, through the same path. */
export const sandboxNotifyJob = (): TJobDefinition => ({
  name: SANDBOX_NOTIFY_JOB,
  run: async (raw) => {
    const { encResp, orderNo, origin } = ZNotify.parse(raw);
    const result = await applyGatewayResponse({ source: "notify", body: { encResp, orderNo }, origin });
    // Failed to apply (logged): the job's retry is the notification sent again.
    if (result.outcome === "failed") throw new Error(`the sandbox's notification for ${orderNo} could not be applied`);
  },
});
