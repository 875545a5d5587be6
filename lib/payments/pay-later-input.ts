// The pay-later form (/paymentgateway/pay): what the browser checks before it asks
// getpaymentEncryptedUrl, and what it sends. It only checks that each field could be right; whether
// they are the pledge's is the server's to say (e-mail and phone before anything else, so a
// stranger learns nothing: docs/decisions.md, "Who may start a payment"). Pure, safe in the browser.
import { ZEmail } from "../content/identity-rules";
import { kindOfReference, parseRupeesText } from "./payment-labels";

/** The page, linked from wherever a donor is given a reference number. */
export const PAY_LATER_PATH = "/paymentgateway/pay";

/** The fields, named as the API names them, so that its refusals land under the same fields. */
export const PAY_LATER_FIELDS = ["id", "email", "mobileno", "amount"] as const;

export type TPayLaterField = (typeof PAY_LATER_FIELDS)[number];
export type TPayLaterForm = Record<TPayLaterField, string>;

export const EMPTY_PAY_LATER_FORM: TPayLaterForm = { id: "", email: "", mobileno: "", amount: "" };

/** What the API is sent: the reference as issued (upper case), the amount as plain rupee text. */
export type TPayLaterPayload = { referenceNo: string; email: string; mobileno: string; amount: string };

/**
 * The amount as the API reads it: "₹1,25,050.50" (as the Pay button showed it) -> "125050.50".
 * Only the rupee sign, grouping commas and spaces go; anything else stays, to be refused.
 */
export const amountTextOf = (typed: string) => typed.replace(/^\s*₹/, "").replace(/[,\s]/g, "");

export const referenceOf = (typed: string) => typed.trim().toUpperCase();

const digitCount = (text: string) => text.replace(/\D/g, "").length;

/** One message per field that cannot be right; an empty object when the form may be sent. */
export const validatePayLater = (values: TPayLaterForm): Partial<Record<TPayLaterField, string>> => {
  const errors: Partial<Record<TPayLaterField, string>> = {};
  const reference = referenceOf(values.id);
  if (reference === "") errors.id = "Enter the reference number you were given.";
  else if (kindOfReference(reference) === null)
    errors.id = "Is not one of our reference numbers; they look like FCRA-202526-000001 or LMF-202526-000001.";
  const email = values.email.trim();
  if (email === "") errors.email = "Enter the e-mail address you gave with it.";
  // The pledge's own e-mail rule: an address it refuses cannot be the one given with a pledge.
  else if (!ZEmail.safeParse(email).success) errors.email = "Is not an e-mail address.";
  // The pledge's phone has 8-15 digits (ZPhone); the API compares digits, whatever the spacing.
  const phone = values.mobileno.trim();
  if (phone === "") errors.mobileno = "Enter the phone number you gave with it.";
  else if (digitCount(phone) < 8 || digitCount(phone) > 15) errors.mobileno = "Is not a phone number (8 to 15 digits).";
  const amount = amountTextOf(values.amount);
  const paise = parseRupeesText(amount);
  if (amount === "") errors.amount = "Enter the amount you pledged.";
  else if (paise === null || paise === 0n) errors.amount = "Enter the amount in figures, e.g. 2500 or 2500.50.";
  return errors;
};

export const payLaterPayload = (values: TPayLaterForm): TPayLaterPayload => ({
  referenceNo: referenceOf(values.id),
  email: values.email.trim(),
  mobileno: values.mobileno.trim(),
  amount: amountTextOf(values.amount),
});
