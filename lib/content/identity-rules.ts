// Field rules shared by the FCRA donation and LMF forms: PAN, passport, phone, postal code,
// country, amount. Messages are shown next to the field, so they say what is expected.
import { z } from "zod";
import { AppError } from "../http/errors";
import { zOptionalText, zText } from "../validation/text";

/** PAN: five letters, four digits, one letter (AAAAA9999A). The fourth letter is the holder type. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Fourth letter P: an individual ("person"). */
export const isIndividualPan = (pan: string) => pan.charAt(3) === "P";

// The name goes into the acknowledgement mailed to the address given with it ("Dear <name>,"), so a
// name may not carry a link or an address for the foundation's mail to deliver to a stranger.
const WEB_ADDRESS =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|in|io|co|info|biz|xyz|ru|top|site|online|link|click|app|ly|me|shop)\b/i;
const EMAIL_ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** A person's or organisation's name: no web address, no e-mail address. */
export const ZName = (label: string) =>
  zText({ label, min: 2, max: 120 })
    .refine((name) => !WEB_ADDRESS.test(name), { message: `${label} must not contain a web address` })
    .refine((name) => !EMAIL_ADDRESS.test(name), { message: `${label} must not contain an e-mail address` });

export const ZOptionalText = (max: number) => zOptionalText({ max });

export const ZAddressLine = zText({ label: "Address", max: 200 });
export const ZCity = zText({ label: "City", max: 80 });

export const ZEmail = z
  .string({ error: "E-mail is required" })
  .trim()
  .toLowerCase()
  .max(254, "E-mail is too long")
  .pipe(z.email("Enter a valid e-mail address, such as name@example.com"));

/**
 * The longest phone a pledge takes, as typed; the payment start (getpaymentEncryptedUrl's
 * `mobileno`) takes as long a one, so a pledge's Pay button always sends a phone it accepts.
 */
export const PHONE_MAX_LENGTH = 30;

/**
 * 8 to 15 digits (E.164), with an optional leading + and spaces or dashes between digits; stored
 * with each run of spaces and dashes as one space ("+1-416-555-0123" -> "+1 416 555 0123").
 */
export const ZPhone = z
  .string({ error: "Phone number is required" })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: `Phone number is too long: write it in at most ${PHONE_MAX_LENGTH} characters`, abort: true })
  .refine((value) => /^\+?[0-9][0-9 -]*[0-9]$/.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, "")), {
    message: "Enter a phone number of 8 to 15 digits, optionally starting with + and the country code",
  })
  .transform((value) => value.replace(/[ -]+/g, " "));

/** Upper-cased, spaces removed; empty means not given. */
export const ZOptionalPan = z
  .string()
  .optional()
  .nullable()
  .transform((value) => (value ? value.replace(/\s+/g, "").toUpperCase() : null))
  .refine((value) => value === null || PAN_PATTERN.test(value), {
    message: "PAN must be 5 letters, 4 digits and a letter, such as ABCDE1234F",
  });

export const ZOptionalPassport = z
  .string()
  .optional()
  .nullable()
  .transform((value) => (value ? value.replace(/\s+/g, "").toUpperCase() : null))
  .refine((value) => value === null || /^[A-Z0-9]{6,12}$/.test(value), {
    message: "Passport number must be 6 to 12 letters or digits",
  });

/** ISO 3166-1 alpha-2 country code, upper-cased ("IN", "US"). */
export const ZCountry = z
  .string({ error: "Country is required" })
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value), { message: "Choose a country (two-letter code such as IN)" });

/**
 * An Indian PIN as people write it, "600001" or, as India Post prints it, "600 001" (also
 * "600-001"): its six digits, or null when it is not one. The forms store the six digits.
 */
export const indianPinOf = (postalCode: string): string | null => {
  const digits = /^([1-9][0-9]{2})[ -]?([0-9]{3})$/.exec(postalCode);
  return digits ? `${digits[1]}${digits[2]}` : null;
};

export const ZPostalCode = z
  .string({ error: "Postal code is required" })
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z0-9][A-Z0-9 -]{1,10}$/.test(value), { message: "Enter a valid postal code" });

export const MAX_AMOUNT = 100_000_000;

/** The smallest donation, in units of its currency (₹1, EUR 1): amounts are never converted. */
export const MIN_DONATION = 1;

/** The minimum as the receipts write amounts: "₹1" in rupees, "EUR 1" in another currency. */
export const minimumDonationText = (currency: string) =>
  currency === "INR" ? `₹${MIN_DONATION.toLocaleString("en-IN")}` : `${currency} ${MIN_DONATION.toLocaleString("en-US")}`;

// Digits, plain or grouped the Indian (1,25,000) or the international way (125,000), and decimals.
const AMOUNT_TEXT = /^(\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(\.\d+)?$/;

/**
 * A positive amount with at most two decimals, from a number or a numeric string written as
 * amounts are ("25,000.50"); not "0x10", "1e5" or "Infinity", which Number() would read.
 */
export const ZAmount = z.preprocess(
  (value) => {
    if (typeof value !== "string" || value.trim() === "") return value;
    const text = value.trim();
    return AMOUNT_TEXT.test(text) ? Number(text.replace(/,/g, "")) : Number.NaN;
  },
  z
    .number({ error: "Amount is required and must be a number" })
    .refine((value) => Number.isFinite(value), { message: "Amount must be a number" })
    .refine((value) => value > 0, { message: "Amount must be more than 0" })
    // On the number's own decimal text ("72414923.65"): times 100 in floating point it can come out
    // as 7241492365.000001, and a check on that product refused good amounts above 4 crore.
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), {
      message: "Amount may have at most two decimals",
    })
    .refine((value) => value <= MAX_AMOUNT, { message: "For amounts above 10,00,00,000 please contact the foundation" }),
);

/** The declaration checkbox: must be ticked (true, "true", "on", "1", 1). */
export const ZConsent = z.preprocess(
  (value) => (value === "true" || value === "on" || value === "1" || value === 1 ? true : value),
  z.literal(true, { error: "Please confirm the declaration to continue" }),
);

/** Legacy clients send the object in a form field (`fcradonations`, `lmf`) as JSON text, or nested under that name. */
export const unwrapField = (raw: unknown, field: string): unknown => {
  if (typeof raw !== "object" || raw === null || !(field in raw)) return raw;
  const inner = (raw as Record<string, unknown>)[field];
  if (typeof inner !== "string") return inner;
  try {
    return JSON.parse(inner) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", `${field}: not valid JSON`, { fields: [{ field, message: "not valid JSON" }] });
  }
};
