// The words and formats of payments (issue 15), shared by the secretariat's list and CSV, the
// receipt, its mail and the payer's screens, so that all say the same thing. Pure: no database,
// safe in the browser (the receipt's amount in words, which needs to-words, is amount-in-words.ts).
import { formatPaise } from "../projects/element-values";

/** Our order ids, as start-payment's newOrderId makes them: anything else is not worth a look-up. */
export const ORDER_ID_PATTERN = /^P[A-Z0-9]{23}$/;

export const PAYMENT_STATUSES = ["initiated", "success", "failure", "aborted", "refunded"] as const;
export const PAYMENT_PURPOSES = ["fcra_donation", "lmf_fee"] as const;
export const RECEIPT_LEDGERS = ["domestic", "fcra"] as const;

/** The first financial year Form 10BD is offered for (2020-21): receipts began with online payments. */
export const FIRST_RECEIPT_YEAR = 2020;

export type TPaymentStatusCode = (typeof PAYMENT_STATUSES)[number];
export type TPaymentPurposeCode = (typeof PAYMENT_PURPOSES)[number];
export type TLedgerCode = (typeof RECEIPT_LEDGERS)[number];

/** What a reference number names (FCRA-202526-000001: a donation, LMF-202526-000001: an LMF fee), or null. */
export const kindOfReference = (referenceNo: string): TPaymentPurposeCode | null =>
  /^FCRA-\d{6}-\d{6}$/.test(referenceNo) ? "fcra_donation" : /^LMF-\d{6}-\d{6}$/.test(referenceNo) ? "lmf_fee" : null;

export const STATUS_LABELS: Record<TPaymentStatusCode, string> = {
  initiated: "Initiated",
  success: "Paid",
  failure: "Failed",
  aborted: "Aborted",
  refunded: "Refunded",
};

// The FCRA page takes domestic gifts too: "Donation", not "FCRA donation"; the ledger says which.
export const PURPOSE_LABELS: Record<TPaymentPurposeCode, string> = {
  fcra_donation: "Donation",
  lmf_fee: "LMF fee",
};

export const LEDGER_LABELS: Record<TLedgerCode, string> = {
  domestic: "Domestic (80G)",
  fcra: "FCRA",
};

/**
 * "₹1,25,050.50" and "₹25,000.00" for rupees (always the paise, as the payer's screens and the receipt
 * write them); "USD 123,456.50" for another currency: its own units, grouped in thousands as the
 * receipt writes it (amountInFigures), not in lakhs.
 */
export const formatAmount = (paise: number, currency: string): string => {
  if (currency === "INR") {
    const text = formatPaise(paise);
    return text.includes(".") ? text : `${text}.00`;
  }
  // A negative amount (a refund) with its sign first, as formatPaise writes "-₹500".
  return paise < 0 ? `-${amountInFigures(-paise, currency)}` : amountInFigures(paise, currency);
};

/** Whole paise -> whole units and hundredths, as BigInts; refuses fractions and negatives. */
export const splitPaise = (amountPaise: number | bigint) => {
  if (typeof amountPaise === "number" && !Number.isSafeInteger(amountPaise))
    throw new RangeError(`not a whole number of paise: ${amountPaise}`);
  const paise = BigInt(amountPaise);
  if (paise < 0n) throw new RangeError(`a negative amount: ${paise}`);
  return { whole: paise / 100n, fraction: paise % 100n };
};

const INDIAN_GROUPING = new Intl.NumberFormat("en-IN");
const INTERNATIONAL_GROUPING = new Intl.NumberFormat("en-US");

/** As a receipt writes it: "₹1,25,050.50" for INR; "EUR 250.50" (international grouping) for any other currency. */
export const amountInFigures = (amountPaise: number | bigint, currency: string): string => {
  const { whole, fraction } = splitPaise(amountPaise);
  const hundredths = String(fraction).padStart(2, "0");
  if (currency === "INR") return `₹${INDIAN_GROUPING.format(whole)}.${hundredths}`;
  return `${currency} ${INTERNATIONAL_GROUPING.format(whole)}.${hundredths}`;
};

/**
 * "1234.5" -> 123450n, exactly (no floating point). Strict: digits with at most two decimals,
 * nothing else (no sign, spaces, commas or exponent); null for any other text.
 */
export const parseRupeesText = (text: string): bigint | null => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0")) : null;
};

/** The same from the exact rupee text of an amount ("125050.5"), as the payer's screens get it; other text is shown as it is. */
export const formatAmountText = (amountText: string, currency: string): string => {
  const paise = parseRupeesText(amountText);
  return paise === null ? `${currency} ${amountText}` : amountInFigures(paise, currency);
};
