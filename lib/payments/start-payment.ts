// POST /api/paymentgateway/getpaymentEncryptedUrl: starts paying a pending donation or LMF fee.
// The caller names the contribution by its reference number and repeats its amount, e-mail and
// mobile number: they must be the ones recorded (a stranger who guesses a reference number learns
// nothing and cannot pay someone else's pledge at another amount). The payment row is written
// before the payer leaves, so every answer from the gateway has an order of ours to match.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { PHONE_MAX_LENGTH } from "../content/identity-rules";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import { zText } from "../validation/text";
import { getPaymentGateway, type TGatewayKind } from "./config";
import { loadContribution } from "./contributions";
import { paiseToRupeesText, rupeesTextToPaise } from "./gateway";

export const RETURN_PATH = "/api/paymentgateway/response";
export const NOTIFY_PATH = "/api/paymentgateway/notify";

export const ZStartPayment = z.object({
  id: zText({ label: "id", max: 40 }),
  amount: z.union([z.number(), z.string()], { error: "amount: the amount in rupees is required" }),
  email: zText({ label: "email", max: 254 }),
  // As long as a pledge's phone may be typed: the Pay button sends it as the payer typed it.
  mobileno: zText({ label: "mobileno", max: PHONE_MAX_LENGTH }),
});

export type TStartPaymentResult = {
  orderId: string;
  /** The checkout address with encRequest and access_code in its query (the legacy "encrypted URL"). */
  url: string;
  /** The same fields, for a client that prefers to POST them. */
  formFields: Record<string, string>;
  gateway: TGatewayKind;
  referenceNo: string;
  amount: string;
  currency: string;
};

/** 24 random characters in base32 (120 bits): "P" + 23 more. Not guessable, safe in a URL. */
export const newOrderId = () => {
  const alphabet = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
  const bytes = randomBytes(23);
  return `P${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
};

const digits = (text: string) => text.replace(/\D/g, "");

/** Two numbers are the same phone when their digits agree, or their last ten do (a +91 left off). */
const samePhone = (a: string, b: string) => {
  const [x, y] = [digits(a), digits(b)];
  return x === y || (x.length >= 10 && y.length >= 10 && x.slice(-10) === y.slice(-10));
};

/** A number of rupees as sent (1500, "1500", "1500.50") -> paise; a float with more than 2 decimals is refused. */
const amountPaiseOf = (amount: number | string) => {
  const text = typeof amount === "number" ? (Number.isFinite(amount) ? String(amount) : "") : amount.trim();
  try {
    return rupeesTextToPaise(text);
  } catch {
    throw fieldError("BAD_REQUEST", "amount", "must be a positive amount in rupees with at most 2 decimals");
  }
};

export const startPayment = async (options: {
  input: z.infer<typeof ZStartPayment>;
  /** The site's own origin, for the return address. */
  origin: string;
}): Promise<TStartPaymentResult> => {
  const { input, origin } = options;
  const amountPaise = amountPaiseOf(input.amount);
  const prisma = await getDb();
  const contribution = await loadContribution(prisma, input.id.trim().toUpperCase());
  // Reference numbers run in sequence: the payer proves it is theirs before learning its state.
  if (input.email.trim().toLowerCase() !== contribution.email.trim().toLowerCase())
    throw fieldError("BAD_REQUEST", "email", "is not the e-mail address given with this donation or application");
  if (!samePhone(input.mobileno, contribution.phone))
    throw fieldError("BAD_REQUEST", "mobileno", "is not the phone number given with this donation or application");
  // Refused on `id` (the reference), so a form shows the state under the field the payer typed it in.
  if (contribution.status === "paid") throw fieldError("CONFLICT", "id", `${contribution.referenceNo} is already paid`);
  if (contribution.status !== "pending_payment")
    throw fieldError(
      "CONFLICT",
      "id",
      `${contribution.referenceNo} is ${contribution.status.replace("_", " ")} and cannot be paid`,
    );
  if (amountPaise !== contribution.amountPaise)
    throw fieldError(
      "BAD_REQUEST",
      "amount",
      `must be the recorded amount, ${paiseToRupeesText(contribution.amountPaise)} ${contribution.currency}`,
    );

  const gateway = getPaymentGateway(origin);
  const orderId = newOrderId();
  const payment = await prisma.payment.create({
    data: {
      orderId,
      purpose: contribution.kind,
      fcraDonationId: contribution.kind === "fcra_donation" ? contribution.id : null,
      lmfApplicationId: contribution.kind === "lmf_fee" ? contribution.id : null,
      referenceNo: contribution.referenceNo,
      amountPaise: BigInt(amountPaise),
      currency: contribution.currency,
      gateway: gateway.kind,
      payerName: contribution.donorName,
      payerEmail: contribution.email,
      payerMobile: contribution.phone,
    },
    select: { id: true },
  });
  try {
    const returnUrl = new URL(RETURN_PATH, origin).toString();
    const start = await gateway.startPayment({
      orderId,
      amountPaise,
      currency: contribution.currency,
      payer: { name: contribution.donorName, email: contribution.email, mobile: digits(contribution.phone) },
      reference: contribution.referenceNo,
      returnUrl,
      cancelUrl: returnUrl,
    });
    return {
      orderId,
      url: start.redirectUrl,
      formFields: start.formFields ?? {},
      gateway: gateway.kind,
      referenceNo: contribution.referenceNo,
      amount: paiseToRupeesText(amountPaise),
      currency: contribution.currency,
    };
  } catch (error) {
    // Nothing half-written: a payment the payer was never sent to does not stay behind.
    await prisma.payment.delete({ where: { id: payment.id } });
    throw error;
  }
};
